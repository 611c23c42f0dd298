-- An import could store a revenue past the range a record holds (a sum over 1e9, or Infinity): such a record
-- failed every later read of its plan. Its counts are right; its revenue is unknown, as when none was mapped.
UPDATE "actual_records" SET "revenue_collected" = NULL WHERE "revenue_collected" IS NOT NULL AND NOT ("revenue_collected" >= 0 AND "revenue_collected" <= 1000000000);
--> statement-breakpoint
UPDATE "actual_records" SET "ad_spend" = 0 WHERE NOT ("ad_spend" >= 0 AND "ad_spend" <= 1000000000);
--> statement-breakpoint
ALTER TABLE "actual_records" ADD CONSTRAINT "actual_records_revenue_collected_range" CHECK ("revenue_collected" IS NULL OR ("revenue_collected" >= 0 AND "revenue_collected" <= 1000000000));
--> statement-breakpoint
ALTER TABLE "actual_records" ADD CONSTRAINT "actual_records_ad_spend_range" CHECK ("ad_spend" >= 0 AND "ad_spend" <= 1000000000);
