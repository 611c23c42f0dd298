ALTER TABLE "announcement" ADD COLUMN "content_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "content_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "country_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The single text written before issue 17 had no language: text in Arabic letters becomes the Arabic one.
UPDATE "announcement" SET "content_ar" = "content", "content" = '' WHERE "content" ~ '[؀-ۿ]';
