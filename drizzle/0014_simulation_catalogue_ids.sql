ALTER TABLE "simulations" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "country_id" uuid;
