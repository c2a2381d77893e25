-- Change notices for the sites and channel trees the public pages keep per process
-- (services/public-site/public-site-data.ts): a committed change to anything they show resets them
-- in every API process. Statement-level, one notice per table per transaction, as in
-- 20261125050000_change_notices. The site's name, inserts and deletes already send one
-- (site_changes); these add the other columns a public page reads of it.
CREATE TRIGGER site_page_changes AFTER UPDATE OF status, short_name, access_path, tpl_solution, template_version
  ON "site" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER cms_site_company_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "cms_site_company" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER cms_channel_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "cms_channel" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER cms_channel_member_group_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "cms_channel_member_group" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
