-- How many product lines each order has: the daily screen costs the lines after the first by their own SKU,
-- and reads them only for the orders that have such lines (the partial index keeps that read small).
ALTER TABLE "ledger_orders" ADD COLUMN "line_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "ledger_orders" AS o SET "line_count" = l.n FROM (SELECT "order_id", count(*)::int AS n FROM "ledger_order_lines" GROUP BY "order_id" HAVING count(*) > 1) AS l WHERE l."order_id" = o."id";--> statement-breakpoint
CREATE INDEX "ledger_orders_owner_placed_multi_idx" ON "ledger_orders" USING btree ("owner_id","placed_at") WHERE "line_count" > 1;
