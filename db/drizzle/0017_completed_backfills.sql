CREATE TABLE "completed_backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
