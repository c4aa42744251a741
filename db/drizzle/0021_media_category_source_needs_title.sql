ALTER TABLE "media" ADD COLUMN "category_source" text DEFAULT 'filename' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "needs_title" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_category_source_check" CHECK ("media"."category_source" in ('staff', 'analyser', 'filename'));