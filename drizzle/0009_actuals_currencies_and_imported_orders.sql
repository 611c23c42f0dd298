CREATE TABLE "imported_orders" (
	"simulation_id" uuid NOT NULL,
	"actual_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	CONSTRAINT "imported_orders_simulation_id_order_id_pk" PRIMARY KEY("simulation_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "actual_records" ADD COLUMN "local_currency_inputs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "actual_records" ADD COLUMN "currency_rate" double precision;--> statement-breakpoint
ALTER TABLE "imported_orders" ADD CONSTRAINT "imported_orders_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_orders" ADD CONSTRAINT "imported_orders_actual_id_actual_records_id_fk" FOREIGN KEY ("actual_id") REFERENCES "public"."actual_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_orders_actual_idx" ON "imported_orders" USING btree ("actual_id");