CREATE TABLE "simulation_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulation_counts" ADD CONSTRAINT "simulation_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_structures_defaults_created_idx" ON "fee_structures" USING btree ("created_at","id") WHERE "fee_structures"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "fee_structures_owner_created_idx" ON "fee_structures" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE FUNCTION "simulation_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- In the owners' order, so two statements saving for the same sellers take their rows' locks alike.
	INSERT INTO "simulation_counts" ("user_id", "saved")
	SELECT "user_id", count(*) FROM "added" GROUP BY "user_id" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "saved" = "simulation_counts"."saved" + excluded."saved";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "simulation_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "simulation_counts" AS c SET "saved" = c."saved" - d."n"
	FROM (SELECT "user_id", count(*) AS "n" FROM "removed" GROUP BY "user_id" ORDER BY "user_id") AS d
	WHERE c."user_id" = d."user_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "simulations_count_insert" AFTER INSERT ON "simulations"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "simulation_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "simulations_count_delete" AFTER DELETE ON "simulations"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "simulation_counts_remove"();
--> statement-breakpoint
INSERT INTO "simulation_counts" ("user_id", "saved") SELECT "user_id", count(*) FROM "simulations" GROUP BY "user_id";
