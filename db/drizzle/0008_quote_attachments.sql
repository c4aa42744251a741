CREATE TABLE "inquiry_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"original_key" text,
	"view_key" text,
	"thumb_key" text,
	"width" integer,
	"height" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_attachments_kind_check" CHECK ("inquiry_attachments"."kind" in ('photo', 'video')),
	CONSTRAINT "inquiry_attachments_status_check" CHECK ("inquiry_attachments"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "inquiry_attachments_size_check" CHECK ("inquiry_attachments"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_attachments_inquiry_idx" ON "inquiry_attachments" USING btree ("inquiry_id","position");