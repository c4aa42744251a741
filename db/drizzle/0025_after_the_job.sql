CREATE TABLE "review_mail_opt_outs" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "review_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_requests_channel_check" CHECK ("review_requests"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"text" text NOT NULL,
	"name" text NOT NULL,
	"may_show" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_inquiry_unique" UNIQUE("inquiry_id"),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_stage_check";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "portfolio_project_id" uuid;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_sent_by_admin_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_requests_inquiry_idx" ON "review_requests" USING btree ("inquiry_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_requests_sent_at_idx" ON "review_requests" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_portfolio_project_id_portfolio_projects_id_fk" FOREIGN KEY ("portfolio_project_id") REFERENCES "public"."portfolio_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_portfolio_project_idx" ON "inquiries" USING btree ("portfolio_project_id");--> statement-breakpoint
-- "Mark as handled" becomes the stages (issue 36): a handled request still New was answered, so it
-- is Contacted; its handling time is when it entered its stage and, the best that is known, when it
-- was first answered. Other requests entered their stage no later than they were received.
UPDATE "inquiries" SET "stage" = 'contacted' WHERE "handled_at" IS NOT NULL AND "stage" = 'new';--> statement-breakpoint
UPDATE "inquiries" SET "stage_changed_at" = coalesce("handled_at", "created_at"), "first_contact_at" = "handled_at";--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_stage_check" CHECK ("inquiries"."stage" in ('new', 'contacted', 'quoted', 'won', 'done', 'lost'));--> statement-breakpoint
-- Approved reviews show on the home, About and project pages: a change to a review, or to which
-- project a request belongs to, raises the catalogue's version like media and settings changes
-- (migrations 0011, 0014, 0019), so the pages made from them are made again.
CREATE CONSTRAINT TRIGGER "reviews_raise_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_truncate_raises_catalogue_version"
  AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inquiries_project_link_raises_catalogue_version"
  AFTER UPDATE OF "portfolio_project_id" ON "inquiries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
