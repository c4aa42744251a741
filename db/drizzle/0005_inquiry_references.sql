CREATE TABLE "inquiry_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reference" text;--> statement-breakpoint
-- Requests stored before references existed get theirs in the order they came, per year.
WITH numbered AS (
	SELECT "id",
		extract(year FROM "created_at" AT TIME ZONE 'Africa/Johannesburg')::integer AS "year",
		row_number() OVER (
			PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Africa/Johannesburg')
			ORDER BY "created_at", "id"
		) AS "number"
	FROM "inquiries"
)
UPDATE "inquiries" SET "reference" = 'Q-' || numbered."year" || '-' || lpad(numbered."number"::text, 4, '0')
FROM numbered WHERE "inquiries"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "inquiry_reference_counters" ("year", "last")
SELECT extract(year FROM "created_at" AT TIME ZONE 'Africa/Johannesburg')::integer, count(*)
FROM "inquiries" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_reference_unique" UNIQUE("reference");
