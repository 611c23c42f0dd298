CREATE TABLE "plan_ledger_links" (
	"simulation_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_ledger_links_sku_length" CHECK (char_length("plan_ledger_links"."sku") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "plan_ledger_links" ADD CONSTRAINT "plan_ledger_links_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_ledger_links" ADD CONSTRAINT "plan_ledger_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_ledger_links_owner_idx" ON "plan_ledger_links" USING btree ("owner_id");--> statement-breakpoint
CREATE TABLE "warning_acknowledgements" (
	"owner_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warning_acknowledgements_pk" PRIMARY KEY("owner_id","subject","metric"),
	CONSTRAINT "warning_acknowledgements_subject_length" CHECK (char_length("warning_acknowledgements"."subject") <= 200)
);
--> statement-breakpoint
ALTER TABLE "warning_acknowledgements" ADD CONSTRAINT "warning_acknowledgements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
