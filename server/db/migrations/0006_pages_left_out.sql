ALTER TABLE "images" ADD COLUMN "left_out" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "stand_ins" jsonb DEFAULT '[]'::jsonb NOT NULL;