CREATE TABLE "resumable_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"file_type" text NOT NULL,
	"filename" text NOT NULL,
	"category" text,
	"size" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"content_type" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finishing_until" timestamp with time zone,
	"media_id" uuid,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumable_uploads_file_type_check" CHECK ("resumable_uploads"."file_type" in ('image', 'video')),
	CONSTRAINT "resumable_uploads_received_check" CHECK ("resumable_uploads"."received_bytes" >= 0 and "resumable_uploads"."received_bytes" <= "resumable_uploads"."size")
);
--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumable_uploads_admin_user_idx" ON "resumable_uploads" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "resumable_uploads_created_at_idx" ON "resumable_uploads" USING btree ("created_at");