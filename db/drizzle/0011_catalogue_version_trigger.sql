-- The public catalogue's version (see src/schema/catalogue-version.ts): raised once by every
-- committing transaction that changed `media`. A deferred constraint trigger runs at commit, after
-- the transaction has taken all its row locks, so the counter's lock can never be part of a
-- deadlock; the transaction-local setting makes a change of many rows raise it once.
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('site.catalogue_raised_by', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('site.catalogue_raised_by', pg_current_xact_id()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_changes_raise_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "media"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
-- TRUNCATE has no row triggers; it locks the whole table anyway.
CREATE TRIGGER "media_truncate_raises_catalogue_version"
  AFTER TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
