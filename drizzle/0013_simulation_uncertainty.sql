ALTER TABLE "simulations" ADD COLUMN "uncertainty" jsonb DEFAULT '{}'::jsonb NOT NULL;
