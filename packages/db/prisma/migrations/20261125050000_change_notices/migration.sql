-- Change notices for the API processes' caches (packages/db/src/change-feed.ts): a committed
-- change to a table a cache reads sends NOTIFY suyuan_changes with the table's name, delivered to
-- every listening process at commit (nothing when the transaction rolls back; one notice per
-- table per transaction). Statement-level, so a bulk change costs one notice.
CREATE OR REPLACE FUNCTION suyuan_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('suyuan_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- What a signed-in request's caller is made of (services/auth/sessions.ts). Only the columns
-- that query reads: the 30-second last_seen_at touch and the login time send nothing.
CREATE TRIGGER session_changes AFTER UPDATE OF revoked_at, site_id, user_id, expires_at OR DELETE OR TRUNCATE
  ON "session" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER app_user_changes AFTER UPDATE OF username, real_name, enabled, enterprise_id OR DELETE OR TRUNCATE
  ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER role_changes AFTER UPDATE OF all_perms, perms OR DELETE OR TRUNCATE
  ON "role" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER user_role_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "user_role" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER user_site_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "user_site" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER station_operator_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "station_operator" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
-- A new site is in the site list of every all-permissions user.
CREATE TRIGGER site_changes AFTER INSERT OR UPDATE OF name, is_master OR DELETE OR TRUNCATE
  ON "site" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();

-- The goods class tree (a class filter covers the class and its subclasses).
CREATE TRIGGER goods_class_changes AFTER INSERT OR UPDATE OF parent_id OR DELETE OR TRUNCATE
  ON "goods_class" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
