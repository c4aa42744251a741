CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"size" bigint,
	"encrypted" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"local_ok" boolean DEFAULT false NOT NULL,
	"offsite_ok" boolean,
	"error" text
);
