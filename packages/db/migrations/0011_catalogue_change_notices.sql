-- Tells every server when an account's releases or tracks change, so per-server caches of catalogue pages
-- (the music management list) drop what they hold. PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalogue_changed', OLD.owner_user_id::text);
  ELSE
    PERFORM pg_notify('catalogue_changed', NEW.owner_user_id::text);
    IF TG_OP = 'UPDATE' AND NEW.owner_user_id IS DISTINCT FROM OLD.owner_user_id THEN
      PERFORM pg_notify('catalogue_changed', OLD.owner_user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER releases_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON releases FOR EACH ROW EXECUTE FUNCTION notify_catalogue_change();--> statement-breakpoint
CREATE TRIGGER tracks_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON tracks FOR EACH ROW EXECUTE FUNCTION notify_catalogue_change();
