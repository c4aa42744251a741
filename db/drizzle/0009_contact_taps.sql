CREATE TABLE "contact_tap_counts" (
	"week_start" date NOT NULL,
	"channel" text NOT NULL,
	"taps" integer NOT NULL,
	CONSTRAINT "contact_tap_counts_week_start_channel_pk" PRIMARY KEY("week_start","channel"),
	CONSTRAINT "contact_tap_counts_channel_check" CHECK ("contact_tap_counts"."channel" in ('whatsapp', 'call')),
	CONSTRAINT "contact_tap_counts_taps_check" CHECK ("contact_tap_counts"."taps" > 0)
);
