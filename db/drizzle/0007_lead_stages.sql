ALTER TABLE "inquiries" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_stage_check" CHECK ("inquiries"."stage" in ('new', 'contacted', 'quoted', 'won', 'lost'));