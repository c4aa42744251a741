-- Services are referred to by their stable key (issue 33): the six names stored until now become
-- the keys the default site settings give them (contract/src/site-settings-defaults.ts). Any other
-- value is left exactly as stored (the site shows it as it is), so nothing is lost; a project's
-- services keep their order.
UPDATE "inquiries" SET "service_type" = "keys"."key"
FROM (VALUES
  ('Electrical Installations & Maintenance', 'electrical'),
  ('Solar Panel Installations', 'solar'),
  ('Building & Construction', 'building'),
  ('Specialized Services', 'specialized'),
  ('Plumbing Services', 'plumbing'),
  ('General Maintenance & Repairs', 'maintenance')
) AS "keys"("name", "key")
WHERE "inquiries"."service_type" = "keys"."name";
--> statement-breakpoint
UPDATE "portfolio_projects" SET "scope" = ARRAY(
  SELECT coalesce("keys"."key", "stored"."value")
  FROM unnest("portfolio_projects"."scope") WITH ORDINALITY AS "stored"("value", "position")
  LEFT JOIN (VALUES
    ('Electrical Installations & Maintenance', 'electrical'),
    ('Solar Panel Installations', 'solar'),
    ('Building & Construction', 'building'),
    ('Specialized Services', 'specialized'),
    ('Plumbing Services', 'plumbing'),
    ('General Maintenance & Repairs', 'maintenance')
  ) AS "keys"("name", "key") ON "keys"."name" = "stored"."value"
  ORDER BY "stored"."position"
)
WHERE "scope" && ARRAY[
  'Electrical Installations & Maintenance',
  'Solar Panel Installations',
  'Building & Construction',
  'Specialized Services',
  'Plumbing Services',
  'General Maintenance & Repairs'
]::text[];
