ALTER TABLE "images" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "sheet" jsonb;