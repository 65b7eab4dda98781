ALTER TABLE "generation_charges" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "generation_charges" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "generation_charges" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_uses" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_charges_user_idempotency_idx" ON "generation_charges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- Charges and trial bookings made before this migration belong to finished generations.
UPDATE "generation_charges" SET "committed_at" = "created_at";--> statement-breakpoint
UPDATE "trial_uses" SET "committed_at" = "created_at";
