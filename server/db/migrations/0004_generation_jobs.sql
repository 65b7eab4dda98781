ALTER TABLE "images" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "error_status" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "error_message" text;