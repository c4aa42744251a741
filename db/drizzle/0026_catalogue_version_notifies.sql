-- Every raise of the catalogue version (migration 0011) is also announced on the channel
-- `catalogue_version`, with the new version, at commit (NOTIFY is transactional): each API process
-- listens and knows the version without reading it per request (decision 069).
CREATE OR REPLACE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  IF current_setting('site.catalogue_raised_by', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('site.catalogue_raised_by', pg_current_xact_id()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 RETURNING "version" INTO raised;
    PERFORM pg_notify('catalogue_version', raised::text);
  END IF;
  RETURN NULL;
END
$$;
