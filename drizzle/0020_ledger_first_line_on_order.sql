-- An order's first product line is kept on the order row itself (its SKU already was, as `sku`): most orders have
-- one line, and a row of its own per line was a third of the rows an import writes. `ledger_order_lines` keeps
-- the lines after the first, of the orders that have them (`line_count` > 1).
ALTER TABLE "ledger_orders" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "ledger_orders" ADD COLUMN "first_quantity" integer;--> statement-breakpoint
ALTER TABLE "ledger_orders" ADD COLUMN "first_unit_price_minor" bigint;--> statement-breakpoint
UPDATE "ledger_orders" AS o SET "first_name" = l."name", "first_quantity" = l."quantity", "first_unit_price_minor" = l."unit_price_minor"
FROM "ledger_order_lines" AS l WHERE l."order_id" = o."id" AND l."line_no" = 1;--> statement-breakpoint
DELETE FROM "ledger_order_lines" WHERE "line_no" = 1;
--> statement-breakpoint
-- An order's history is read by its order only: its primary key is (order_id, id), one index per event instead of
-- two (the serial alone was a key nothing reads).
ALTER TABLE "ledger_order_events" DROP CONSTRAINT "ledger_order_events_pkey";--> statement-breakpoint
DROP INDEX "ledger_order_events_order_idx";--> statement-breakpoint
ALTER TABLE "ledger_order_events" ADD CONSTRAINT "ledger_order_events_pk" PRIMARY KEY ("order_id", "id");
