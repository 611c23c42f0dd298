-- An order's first status (the one it was imported with) is kept on the order row itself: every order has one,
-- and a row of its own per order was half the rows an import of new orders writes. `ledger_order_events` keeps
-- the moves after it. An order's history is its `first_status` at `first_at` (when set), then its events in order.
ALTER TABLE "ledger_orders" ADD COLUMN "first_status" text;--> statement-breakpoint
ALTER TABLE "ledger_orders" ADD COLUMN "first_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ledger_orders" AS o SET "first_status" = e."status", "first_at" = e."at"
FROM "ledger_order_events" AS e
WHERE e."order_id" = o."id" AND NOT e."correction"
  AND e."id" = (SELECT min(m."id") FROM "ledger_order_events" AS m WHERE m."order_id" = o."id");--> statement-breakpoint
DELETE FROM "ledger_order_events" AS e USING "ledger_orders" AS o
WHERE e."order_id" = o."id" AND o."first_status" IS NOT NULL
  AND e."id" = (SELECT min(m."id") FROM "ledger_order_events" AS m WHERE m."order_id" = o."id");
