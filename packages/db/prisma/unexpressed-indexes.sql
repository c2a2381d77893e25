-- Unique rules the Prisma schema cannot declare (partial indexes). Each is created by a migration,
-- written by hand beside Prisma's generated statements; the drift test (tests/system/migrations.test.ts)
-- adds this file to the schema's own SQL, so the migrations must create exactly these too.

-- Exactly one site is the master site.
CREATE UNIQUE INDEX "site_one_master_key" ON "site"("is_master") WHERE "is_master";

-- At most one legacy API account is the default one.
CREATE UNIQUE INDEX "api_account_one_default_key" ON "api_account"("is_default") WHERE "is_default";

-- At most one default model of each kind (channel, content).
CREATE UNIQUE INDEX "cms_model_one_default_key" ON "cms_model"("kind") WHERE "is_default";

-- Work platform (issue 11): amounts are never negative, sold never exceeds offered, codes are digits.
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_amounts_check" CHECK ("deposit" >= 0 AND "estimated_total" >= 0 AND ("budget" IS NULL OR "budget" >= 0) AND ("actual_amount" IS NULL OR "actual_amount" >= 0));
ALTER TABLE "purchase_order_item" ADD CONSTRAINT "purchase_order_item_amounts_check" CHECK ("quantity" > 0 AND "estimated_unit_price" >= 0 AND "estimated_amount" >= 0);
ALTER TABLE "sales_agency" ADD CONSTRAINT "sales_agency_amounts_check" CHECK ("quantity" > 0 AND "expected_price" >= 0 AND "sold_quantity" >= 0 AND "sold_quantity" <= "quantity" AND "sold_amount" >= 0 AND ("paid_amount" IS NULL OR "paid_amount" >= 0) AND ("commission" IS NULL OR "commission" >= 0));
ALTER TABLE "sales_agency_sale" ADD CONSTRAINT "sales_agency_sale_amounts_check" CHECK ("quantity" > 0 AND "unit_price" >= 0 AND "amount" >= 0);
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_counts_check" CHECK ("visitors" >= 0 AND "purchase_orders" >= 0 AND "sales_orders" >= 0 AND "express_in" >= 0 AND "express_out" >= 0 AND "turnover" >= 0);
ALTER TABLE "enterprise_code" ADD CONSTRAINT "enterprise_code_prefix_check" CHECK ("company_prefix" ~ '^[0-9]{7,10}$');
ALTER TABLE "commodity_code" ADD CONSTRAINT "commodity_code_digits_check" CHECK ("item_reference" ~ '^[0-9]{2,5}$' AND "gtin" ~ '^[0-9]{13}$');

-- A department's name is used once at the top level (below a parent, department_parent_id_name_key decides).
CREATE UNIQUE INDEX "department_root_name_key" ON "department"("name") WHERE "parent_id" IS NULL;
