-- Issue 16 / docs/decisions/0016: one country per ISO code per owner. Rows written before the rule are
-- kept: the oldest of each owner's duplicates keeps the code; the later ones lose it and become inactive,
-- so they leave the choosers but keep their fee structures until their owner deletes or fixes them.
UPDATE "countries" SET "code" = upper("code") WHERE "code" <> upper("code");--> statement-breakpoint
UPDATE "countries" SET "code" = NULL, "status" = 'inactive', "updated_at" = now()
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY coalesce("owner_id", '00000000-0000-0000-0000-000000000000'::uuid), "code"
      ORDER BY "created_at", "id"
    ) AS "rank"
    FROM "countries" WHERE "code" IS NOT NULL
  ) AS "ranked"
  WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_owner_code_key" ON "countries" USING btree (coalesce("owner_id", '00000000-0000-0000-0000-000000000000'::uuid),"code") WHERE "countries"."code" is not null;
