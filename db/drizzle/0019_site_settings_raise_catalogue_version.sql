-- Publishing site settings raises the public catalogue's version as media and portfolio changes
-- do (migrations 0011 and 0014): every page is made from the settings, the catalogue and the
-- portfolio, and the API keeps a rendered page only while this one version is unchanged.
CREATE CONSTRAINT TRIGGER "site_settings_versions_raise_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "site_settings_versions"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_versions_truncate_raises_catalogue_version"
  AFTER TRUNCATE ON "site_settings_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
