ALTER TABLE "contact_tap_counts" DROP CONSTRAINT "contact_tap_counts_taps_check";--> statement-breakpoint
ALTER TABLE "contact_tap_counts" ADD COLUMN "unusual_taps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_tap_counts" ADD CONSTRAINT "contact_tap_counts_unusual_taps_check" CHECK ("contact_tap_counts"."unusual_taps" >= 0);--> statement-breakpoint
ALTER TABLE "contact_tap_counts" ADD CONSTRAINT "contact_tap_counts_taps_check" CHECK ("contact_tap_counts"."taps" >= 0);