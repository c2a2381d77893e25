-- Legacy API accounts are cached per process (services/legacy/api-accounts.ts): a change notice
-- for each committed change, as for the tables of migration 20261125050000_change_notices.
CREATE TRIGGER api_account_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "api_account" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
