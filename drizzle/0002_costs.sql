ALTER TABLE "simulations" ADD COLUMN "upsell_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "upsell_revenue" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "upsell_product_cost" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "lost_on_returns_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "packaging_per_order" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "tax_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "fee_vat_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "customer_delivery_fee" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "fixed_costs_per_month" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "leads_per_month" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "payout_delay_days" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "currency_rate" double precision;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "local_currency_inputs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "returned_orders" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "return_costs" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "return_loss" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "packaging" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "tax" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "fee_vat" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Records saved before DESIGN §10 computed these two lines without storing them; the same arithmetic as simulate().
UPDATE "simulations" SET "returned_orders" = "confirmed_orders" - "delivered_orders", "return_costs" = ("confirmed_orders" - "delivered_orders") * "shipping_returned";
