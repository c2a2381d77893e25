-- Change notices for the settings of the whole installation (app_setting) that processes keep,
-- such as the back-office firewall's rule (services/settings/firewall.ts): a saved setting is in
-- force on every API process within milliseconds. Statement-level, as in
-- 20261125050000_change_notices.
CREATE TRIGGER app_setting_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "app_setting" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
