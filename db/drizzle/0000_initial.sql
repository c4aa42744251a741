CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"file_type" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_object_key_unique" UNIQUE("object_key"),
	CONSTRAINT "media_file_type_check" CHECK ("media"."file_type" in ('image', 'video')),
	CONSTRAINT "media_size_check" CHECK ("media"."size" >= 0)
);
--> statement-breakpoint
CREATE INDEX "media_category_created_at_idx" ON "media" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_file_type_created_at_idx" ON "media" USING btree ("file_type","created_at" DESC NULLS LAST);