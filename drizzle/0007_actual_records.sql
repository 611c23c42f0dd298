CREATE TABLE "actual_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"simulation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"leads" integer NOT NULL,
	"ad_spend" double precision NOT NULL,
	"confirmed" integer NOT NULL,
	"delivered" integer NOT NULL,
	"returned" integer NOT NULL,
	"revenue_collected" double precision,
	"order_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "actual_records" ADD CONSTRAINT "actual_records_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actual_records" ADD CONSTRAINT "actual_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actual_records_simulation_idx" ON "actual_records" USING btree ("simulation_id","date");