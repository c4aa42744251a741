ALTER TABLE "media" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "derivatives" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_status_check" CHECK ("media"."status" in ('processing', 'ready', 'failed'));