CREATE TABLE "remittance_couriers" (
	"owner_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"payout_delay_days" integer DEFAULT 7 NOT NULL,
	"unpaid_after_days" integer,
	"fee_vat_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"currency" char(3),
	"language" text DEFAULT 'en' NOT NULL,
	"mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "remittance_couriers_pk" PRIMARY KEY("owner_id","courier"),
	CONSTRAINT "remittance_couriers_courier_length" CHECK (char_length("courier") <= 100)
);
--> statement-breakpoint
CREATE TABLE "remittance_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"reference" text NOT NULL,
	"statement_day" date NOT NULL,
	"layout" text NOT NULL,
	"currency" char(3) NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"remitted_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittance_statements_reference_key" UNIQUE("owner_id","courier","reference"),
	CONSTRAINT "remittance_statements_reference_length" CHECK (char_length("reference") <= 100)
);
--> statement-breakpoint
CREATE TABLE "remittance_lines" (
	"statement_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"order_external_id" text NOT NULL,
	"collected_minor" bigint NOT NULL,
	"fees_total_minor" bigint NOT NULL,
	"fee_shipping_minor" bigint,
	"fee_cod_minor" bigint,
	"fee_call_center_minor" bigint,
	"fee_vat_minor" bigint,
	"remitted_minor" bigint NOT NULL,
	CONSTRAINT "remittance_lines_pk" PRIMARY KEY("statement_id","row")
);
--> statement-breakpoint
CREATE TABLE "remittance_marks" (
	"owner_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"key" text NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittance_marks_pk" PRIMARY KEY("owner_id","courier","key"),
	CONSTRAINT "remittance_marks_state" CHECK ("state" in ('resolved', 'disputed'))
);
--> statement-breakpoint
ALTER TABLE "remittance_couriers" ADD CONSTRAINT "remittance_couriers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_statements" ADD CONSTRAINT "remittance_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_statement_id_remittance_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."remittance_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_marks" ADD CONSTRAINT "remittance_marks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
