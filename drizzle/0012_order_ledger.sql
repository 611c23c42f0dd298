CREATE TABLE "ledger_settings" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"reporting_currency" char(3) NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_rates" (
	"owner_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"from_day" date NOT NULL,
	"per_usd" numeric(24, 10) NOT NULL,
	CONSTRAINT "ledger_rates_pk" PRIMARY KEY("owner_id","currency","from_day"),
	CONSTRAINT "ledger_rates_positive" CHECK ("per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"country_code" char(2),
	"unit_cost_minor" bigint NOT NULL,
	"unit_cost_currency" char(3) NOT NULL,
	"price_minor" bigint,
	"price_currency" char(3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_products_sku_length" CHECK (char_length("sku") <= 100),
	CONSTRAINT "ledger_products_owner_sku_country_key" UNIQUE NULLS NOT DISTINCT("owner_id","sku","country_code")
);
--> statement-breakpoint
CREATE TABLE "ledger_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"country_code" char(2),
	"city" text,
	"sku" text,
	"units" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"total_minor" bigint NOT NULL,
	"delivery_fee_minor" bigint NOT NULL,
	"courier" text,
	"agent" text,
	"campaign" text,
	"status" text NOT NULL,
	"cancel_reason" text,
	"confirmed" boolean NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_orders_external_id_length" CHECK (char_length("external_id") <= 64),
	CONSTRAINT "ledger_orders_owner_external_source_key" UNIQUE("owner_id","external_id","source")
);
--> statement-breakpoint
CREATE TABLE "ledger_order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	CONSTRAINT "ledger_order_lines_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "ledger_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"correction" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_ad_spend" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"campaign" text,
	"sku" text,
	"country_code" char(2),
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_ad_spend_row_key" UNIQUE NULLS NOT DISTINCT("owner_id","day","platform","campaign","sku","country_code")
);
--> statement-breakpoint
CREATE TABLE "ledger_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_import_mappings" (
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"columns" jsonb NOT NULL,
	CONSTRAINT "ledger_import_mappings_pk" PRIMARY KEY("owner_id","kind","source")
);
--> statement-breakpoint
ALTER TABLE "ledger_settings" ADD CONSTRAINT "ledger_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_rates" ADD CONSTRAINT "ledger_rates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_products" ADD CONSTRAINT "ledger_products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_orders" ADD CONSTRAINT "ledger_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_order_lines" ADD CONSTRAINT "ledger_order_lines_order_id_ledger_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ledger_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_order_events" ADD CONSTRAINT "ledger_order_events_order_id_ledger_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ledger_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_ad_spend" ADD CONSTRAINT "ledger_ad_spend_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_import_jobs" ADD CONSTRAINT "ledger_import_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_import_mappings" ADD CONSTRAINT "ledger_import_mappings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_orders_owner_placed_idx" ON "ledger_orders" USING btree ("owner_id","placed_at");--> statement-breakpoint
CREATE INDEX "ledger_order_events_order_idx" ON "ledger_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "ledger_ad_spend_owner_day_idx" ON "ledger_ad_spend" USING btree ("owner_id","day");--> statement-breakpoint
CREATE INDEX "ledger_import_jobs_owner_created_idx" ON "ledger_import_jobs" USING btree ("owner_id","created_at");
