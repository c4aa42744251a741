CREATE TABLE "portfolio_items" (
	"project_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "portfolio_items_project_id_media_id_pk" PRIMARY KEY("project_id","media_id"),
	CONSTRAINT "portfolio_items_position_unique" UNIQUE("project_id","position"),
	CONSTRAINT "portfolio_items_media_unique" UNIQUE("media_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_pairs" (
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"before_id" uuid NOT NULL,
	"after_id" uuid NOT NULL,
	CONSTRAINT "portfolio_pairs_project_id_position_pk" PRIMARY KEY("project_id","position"),
	CONSTRAINT "portfolio_pairs_two_photos_check" CHECK ("portfolio_pairs"."before_id" <> "portfolio_pairs"."after_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"completed_on" text NOT NULL,
	"category" text NOT NULL,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_id" uuid,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_projects_slug_unique" UNIQUE("slug"),
	CONSTRAINT "portfolio_projects_slug_check" CHECK ("portfolio_projects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "portfolio_projects_completed_on_check" CHECK ("portfolio_projects"."completed_on" ~ '^\d{4}-\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_project_id_portfolio_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."portfolio_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_pairs" ADD CONSTRAINT "portfolio_pairs_project_id_portfolio_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."portfolio_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_pairs" ADD CONSTRAINT "portfolio_pairs_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_pairs" ADD CONSTRAINT "portfolio_pairs_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD CONSTRAINT "portfolio_projects_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_pairs_before_idx" ON "portfolio_pairs" USING btree ("before_id");--> statement-breakpoint
CREATE INDEX "portfolio_pairs_after_idx" ON "portfolio_pairs" USING btree ("after_id");--> statement-breakpoint
CREATE INDEX "portfolio_projects_published_idx" ON "portfolio_projects" USING btree ("published","completed_on" DESC NULLS LAST);--> statement-breakpoint
-- Portfolio changes raise the public catalogue's version as media changes do (migration 0011), so
-- every API process drops its cached project pages and lists at the next request.
CREATE CONSTRAINT TRIGGER "portfolio_projects_raise_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "portfolio_projects"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_items_raise_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "portfolio_items"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_pairs_raise_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "portfolio_pairs"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
