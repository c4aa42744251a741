CREATE TABLE "alerts" (
	"kind" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"owner_told" boolean DEFAULT false NOT NULL,
	"all_clear_mailed_at" timestamp with time zone,
	"mail_error" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
