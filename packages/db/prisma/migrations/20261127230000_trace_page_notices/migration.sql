-- Change notices for the public trace pages kept per process (services/scan/public-scan.ts): a
-- committed change to anything a page shows resets them in every API process. Statement-level,
-- one notice per table per transaction, as in 20261125050000_change_notices. trace_code is not
-- among them: a code's goods, enterprise and batch are read with every scan.
CREATE TRIGGER goods_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "goods" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER enterprise_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "enterprise" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER batch_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "batch" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER house_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "house" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER base_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "base" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER recall_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "recall" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER recall_batch_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "recall_batch" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER trace_record_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "trace_record" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER trace_record_value_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "trace_record_value" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER trace_template_stage_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "trace_template_stage" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER trace_template_item_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "trace_template_item" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
CREATE TRIGGER quality_check_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "quality_check" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
