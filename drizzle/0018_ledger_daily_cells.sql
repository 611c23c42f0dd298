-- The daily screen's rollup: a seller's orders counted and summed per day of the seller's time zone and per what
-- the screen's figures depend on (docs/decisions/0060). The import keeps it in its own transaction; a change of
-- the seller's zone rebuilds it. Sums of money are numeric: a cell adds up any number of orders exactly.
CREATE TABLE "ledger_daily_cells" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sku" text,
	"country_code" char(2),
	"courier" text,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"confirmed" boolean NOT NULL,
	"orders" integer NOT NULL,
	"total_minor" numeric NOT NULL,
	"delivery_fee_minor" numeric NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "ledger_daily_cells_key" UNIQUE NULLS NOT DISTINCT("owner_id","day","sku","country_code","courier","currency","status","confirmed")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_cells" ADD CONSTRAINT "ledger_daily_cells_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ledger_daily_cells" ("owner_id", "day", "sku", "country_code", "courier", "currency", "status", "confirmed", "orders", "total_minor", "delivery_fee_minor", "units")
SELECT o."owner_id", (o."placed_at" AT TIME ZONE coalesce(s."time_zone", 'UTC'))::date, o."sku", o."country_code", o."courier", o."currency", o."status", o."confirmed",
	count(*)::int, sum(o."total_minor"), sum(o."delivery_fee_minor"), sum(o."units")
FROM "ledger_orders" AS o LEFT JOIN "ledger_settings" AS s ON s."owner_id" = o."owner_id"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
