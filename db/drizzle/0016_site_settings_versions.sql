CREATE TABLE "site_settings_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"changes" jsonb NOT NULL,
	"restored_from" integer
);
