-- CreateEnum
CREATE TYPE "PurchaseOrderStatus" AS ENUM ('submitted', 'purchasing', 'arrived', 'delivered', 'cancelled');

-- CreateEnum
CREATE TYPE "SalesAgencyStatus" AS ENUM ('listed', 'sold', 'settled');

-- CreateEnum
CREATE TYPE "SiteStatus" AS ENUM ('open', 'closed');

-- CreateEnum
CREATE TYPE "CmsFieldType" AS ENUM ('text', 'textarea', 'number', 'date', 'select', 'radio', 'checkboxes', 'image', 'attachments', 'richtext');

-- CreateEnum
CREATE TYPE "CmsModelKind" AS ENUM ('channel', 'content');

-- CreateEnum
CREATE TYPE "ChannelGroupKind" AS ENUM ('view', 'contribute');

-- CreateEnum
CREATE TYPE "ContentShareStatus" AS ENUM ('pending', 'passed');

-- AlterTable
ALTER TABLE "site" ADD COLUMN     "domain_aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'zh_CN',
ADD COLUMN     "page_suffix" TEXT NOT NULL DEFAULT '.html',
ADD COLUMN     "short_name" TEXT,
ADD COLUMN     "static_dir" TEXT,
ADD COLUMN     "static_index" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "status" "SiteStatus" NOT NULL DEFAULT 'open',
ADD COLUMN     "tpl_solution" TEXT NOT NULL DEFAULT 'default',
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "station_operator" (
    "user_id" INTEGER NOT NULL,
    "station_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "station_operator_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "purchase_order" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "station_id" INTEGER NOT NULL,
    "user_info_id" INTEGER,
    "villager_name" TEXT NOT NULL,
    "villager_phone" TEXT,
    "budget" DECIMAL(14,2),
    "deposit" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "estimated_total" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "actual_amount" DECIMAL(14,2),
    "status" "PurchaseOrderStatus" NOT NULL DEFAULT 'submitted',
    "status_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "remark" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_item" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "specification" TEXT,
    "quantity" DECIMAL(14,3) NOT NULL,
    "unit" TEXT,
    "estimated_unit_price" DECIMAL(12,2) NOT NULL,
    "estimated_amount" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "purchase_order_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_event" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "from_status" "PurchaseOrderStatus",
    "to_status" "PurchaseOrderStatus" NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "operator_id" INTEGER,
    "operator_name" TEXT NOT NULL,
    "note" TEXT,

    CONSTRAINT "purchase_order_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales_agency" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "station_id" INTEGER NOT NULL,
    "user_info_id" INTEGER,
    "villager_name" TEXT NOT NULL,
    "villager_phone" TEXT,
    "goods_id" INTEGER,
    "goods_name" TEXT NOT NULL,
    "quantity" DECIMAL(14,3) NOT NULL,
    "unit" TEXT NOT NULL,
    "expected_price" DECIMAL(12,2) NOT NULL,
    "sold_quantity" DECIMAL(14,3) NOT NULL DEFAULT 0,
    "sold_amount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "status" "SalesAgencyStatus" NOT NULL DEFAULT 'listed',
    "status_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paid_amount" DECIMAL(14,2),
    "commission" DECIMAL(14,2),
    "settled_at" TIMESTAMPTZ(3),
    "remark" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sales_agency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales_agency_sale" (
    "id" SERIAL NOT NULL,
    "agency_id" INTEGER NOT NULL,
    "buyer" TEXT NOT NULL,
    "buyer_phone" TEXT,
    "quantity" DECIMAL(14,3) NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "sold_at" TIMESTAMPTZ(3) NOT NULL,
    "operator_id" INTEGER,
    "operator_name" TEXT NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sales_agency_sale_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales_agency_event" (
    "id" SERIAL NOT NULL,
    "agency_id" INTEGER NOT NULL,
    "from_status" "SalesAgencyStatus",
    "to_status" "SalesAgencyStatus" NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "operator_id" INTEGER,
    "operator_name" TEXT NOT NULL,
    "note" TEXT,

    CONSTRAINT "sales_agency_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "daily_report" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "station_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "purchase_orders" INTEGER NOT NULL DEFAULT 0,
    "sales_orders" INTEGER NOT NULL DEFAULT 0,
    "express_in" INTEGER NOT NULL DEFAULT 0,
    "express_out" INTEGER NOT NULL DEFAULT 0,
    "turnover" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "notes" TEXT,
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_by_id" INTEGER,
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "daily_report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_code" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "company_prefix" TEXT NOT NULL,
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "assigned_by_id" INTEGER,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enterprise_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commodity_category" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 1,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commodity_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commodity_code" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "enterprise_code_id" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "category_id" INTEGER,
    "goods_id" INTEGER,
    "product_name" TEXT NOT NULL,
    "specification" TEXT,
    "item_reference" TEXT NOT NULL,
    "gtin" TEXT NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commodity_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_site_company" (
    "site_id" INTEGER NOT NULL,
    "name" TEXT,
    "address" TEXT,
    "phone" TEXT,
    "contact" TEXT,
    "icp" TEXT,
    "description" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_site_company_pkey" PRIMARY KEY ("site_id")
);

-- CreateTable
CREATE TABLE "cms_member_group" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_member_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_model" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "CmsModelKind" NOT NULL,
    "path" TEXT NOT NULL,
    "tpl_prefix" TEXT,
    "title_img_width" INTEGER,
    "title_img_height" INTEGER,
    "content_img_width" INTEGER,
    "content_img_height" INTEGER,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_model_item" (
    "id" SERIAL NOT NULL,
    "model_id" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "data_type" "CmsFieldType" NOT NULL,
    "is_custom" BOOLEAN NOT NULL DEFAULT true,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "def_value" TEXT,
    "options" JSONB,
    "help" TEXT,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "display" BOOLEAN NOT NULL DEFAULT true,
    "shown_in_list" BOOLEAN NOT NULL DEFAULT false,
    "width" INTEGER,
    "rows" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_model_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_channel" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "model_id" INTEGER NOT NULL,
    "title" TEXT,
    "keywords" TEXT,
    "description" TEXT,
    "txt" TEXT,
    "tpl_channel" TEXT,
    "tpl_mobile_channel" TEXT,
    "tpl_content" TEXT,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "has_content" BOOLEAN NOT NULL DEFAULT true,
    "display" BOOLEAN NOT NULL DEFAULT true,
    "link" TEXT,
    "title_img" TEXT,
    "content_img" TEXT,
    "workflow_id" INTEGER,
    "final_step" SMALLINT,
    "after_check" SMALLINT,
    "static_channel" BOOLEAN NOT NULL DEFAULT false,
    "static_content" BOOLEAN NOT NULL DEFAULT false,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_channel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_channel_content_model" (
    "channel_id" INTEGER NOT NULL,
    "model_id" INTEGER NOT NULL,
    "tpl_content" TEXT,
    "tpl_mobile_content" TEXT,

    CONSTRAINT "cms_channel_content_model_pkey" PRIMARY KEY ("channel_id","model_id")
);

-- CreateTable
CREATE TABLE "cms_channel_member_group" (
    "channel_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,
    "kind" "ChannelGroupKind" NOT NULL,

    CONSTRAINT "cms_channel_member_group_pkey" PRIMARY KEY ("channel_id","group_id","kind")
);

-- CreateTable
CREATE TABLE "cms_content_type" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "has_image" BOOLEAN NOT NULL DEFAULT false,
    "img_width" INTEGER,
    "img_height" INTEGER,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_content_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_dictionary" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_dictionary_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_origin" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "ref_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_origin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_tag" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "ref_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_content" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "channel_id" INTEGER NOT NULL,
    "model_id" INTEGER NOT NULL,
    "type_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "short_title" TEXT,
    "title_color" TEXT,
    "bold" BOOLEAN NOT NULL DEFAULT false,
    "author" TEXT,
    "origin_id" INTEGER,
    "origin_name" TEXT,
    "origin_url" TEXT,
    "description" TEXT,
    "txt" TEXT,
    "title_img" TEXT,
    "type_img" TEXT,
    "content_img" TEXT,
    "link" TEXT,
    "tpl_content" TEXT,
    "release_date" TIMESTAMPTZ(3) NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "check_step" SMALLINT NOT NULL DEFAULT 0,
    "top_level" SMALLINT NOT NULL DEFAULT 0,
    "top_expired_at" TIMESTAMPTZ(3),
    "recommend" BOOLEAN NOT NULL DEFAULT false,
    "recommend_level" SMALLINT NOT NULL DEFAULT 0,
    "views" INTEGER NOT NULL DEFAULT 0,
    "comment_count" INTEGER NOT NULL DEFAULT 0,
    "attrs" JSONB NOT NULL DEFAULT '{}',
    "charge" JSONB,
    "created_by_id" INTEGER,
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_content_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_content_tag" (
    "content_id" INTEGER NOT NULL,
    "tag_id" INTEGER NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "cms_content_tag_pkey" PRIMARY KEY ("content_id","tag_id")
);

-- CreateTable
CREATE TABLE "cms_content_channel" (
    "content_id" INTEGER NOT NULL,
    "channel_id" INTEGER NOT NULL,

    CONSTRAINT "cms_content_channel_pkey" PRIMARY KEY ("content_id","channel_id")
);

-- CreateTable
CREATE TABLE "cms_content_view_group" (
    "content_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,

    CONSTRAINT "cms_content_view_group_pkey" PRIMARY KEY ("content_id","group_id")
);

-- CreateTable
CREATE TABLE "cms_content_picture" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "url" TEXT NOT NULL,
    "caption" TEXT,

    CONSTRAINT "cms_content_picture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_content_attachment" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "size" INTEGER,

    CONSTRAINT "cms_content_attachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_content_record" (
    "id" BIGSERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "operation" TEXT NOT NULL,
    "from_status" SMALLINT,
    "to_status" SMALLINT NOT NULL,
    "step" SMALLINT,
    "opinion" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_content_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_workflow" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_workflow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_workflow_step" (
    "id" SERIAL NOT NULL,
    "workflow_id" INTEGER NOT NULL,
    "step" SMALLINT NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "cms_workflow_step_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_topic" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "short_name" TEXT,
    "keywords" TEXT,
    "description" TEXT,
    "title_img" TEXT,
    "content_img" TEXT,
    "tpl_content" TEXT,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "recommend" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_topic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_topic_content" (
    "topic_id" INTEGER NOT NULL,
    "content_id" INTEGER NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "cms_topic_content_pkey" PRIMARY KEY ("topic_id","content_id")
);

-- CreateTable
CREATE TABLE "cms_topic_channel" (
    "topic_id" INTEGER NOT NULL,
    "channel_id" INTEGER NOT NULL,

    CONSTRAINT "cms_topic_channel_pkey" PRIMARY KEY ("topic_id","channel_id")
);

-- CreateTable
CREATE TABLE "cms_content_share" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "target_site_id" INTEGER NOT NULL,
    "target_channel_id" INTEGER NOT NULL,
    "status" "ContentShareStatus" NOT NULL DEFAULT 'pending',
    "shared_by_id" INTEGER,
    "shared_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checked_at" TIMESTAMPTZ(3),

    CONSTRAINT "cms_content_share_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_uploaded_file" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "upload_id" TEXT,
    "uploaded_by_id" INTEGER,
    "uploaded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_uploaded_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_file_reference" (
    "id" SERIAL NOT NULL,
    "file_id" INTEGER NOT NULL,
    "owner_type" TEXT NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "content_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_file_reference_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "station_operator_station_id_idx" ON "station_operator"("station_id");

-- CreateIndex
CREATE INDEX "purchase_order_site_id_created_at_idx" ON "purchase_order"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "purchase_order_station_id_status_idx" ON "purchase_order"("station_id", "status");

-- CreateIndex
CREATE INDEX "purchase_order_station_id_created_at_idx" ON "purchase_order"("station_id", "created_at");

-- CreateIndex
CREATE INDEX "purchase_order_user_info_id_idx" ON "purchase_order"("user_info_id");

-- CreateIndex
CREATE INDEX "purchase_order_item_order_id_sort_idx" ON "purchase_order_item"("order_id", "sort");

-- CreateIndex
CREATE INDEX "purchase_order_event_order_id_at_idx" ON "purchase_order_event"("order_id", "at");

-- CreateIndex
CREATE INDEX "sales_agency_site_id_created_at_idx" ON "sales_agency"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "sales_agency_station_id_status_idx" ON "sales_agency"("station_id", "status");

-- CreateIndex
CREATE INDEX "sales_agency_station_id_created_at_idx" ON "sales_agency"("station_id", "created_at");

-- CreateIndex
CREATE INDEX "sales_agency_user_info_id_idx" ON "sales_agency"("user_info_id");

-- CreateIndex
CREATE INDEX "sales_agency_goods_id_idx" ON "sales_agency"("goods_id");

-- CreateIndex
CREATE INDEX "sales_agency_sale_agency_id_sold_at_idx" ON "sales_agency_sale"("agency_id", "sold_at");

-- CreateIndex
CREATE INDEX "sales_agency_event_agency_id_at_idx" ON "sales_agency_event"("agency_id", "at");

-- CreateIndex
CREATE INDEX "daily_report_site_id_day_idx" ON "daily_report"("site_id", "day");

-- CreateIndex
CREATE INDEX "daily_report_site_id_created_at_idx" ON "daily_report"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "daily_report_station_id_day_key" ON "daily_report"("station_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "enterprise_code_enterprise_id_key" ON "enterprise_code"("enterprise_id");

-- CreateIndex
CREATE UNIQUE INDEX "enterprise_code_company_prefix_key" ON "enterprise_code"("company_prefix");

-- CreateIndex
CREATE INDEX "enterprise_code_site_id_created_at_idx" ON "enterprise_code"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "commodity_category_parent_id_sort_idx" ON "commodity_category"("parent_id", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "commodity_category_site_id_code_key" ON "commodity_category"("site_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "commodity_code_gtin_key" ON "commodity_code"("gtin");

-- CreateIndex
CREATE INDEX "commodity_code_site_id_created_at_idx" ON "commodity_code"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "commodity_code_enterprise_id_idx" ON "commodity_code"("enterprise_id");

-- CreateIndex
CREATE INDEX "commodity_code_category_id_idx" ON "commodity_code"("category_id");

-- CreateIndex
CREATE INDEX "commodity_code_goods_id_idx" ON "commodity_code"("goods_id");

-- CreateIndex
CREATE UNIQUE INDEX "commodity_code_enterprise_code_id_item_reference_key" ON "commodity_code"("enterprise_code_id", "item_reference");

-- CreateIndex
CREATE UNIQUE INDEX "cms_member_group_name_key" ON "cms_member_group"("name");

-- CreateIndex
CREATE INDEX "cms_model_kind_priority_idx" ON "cms_model"("kind", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "cms_model_kind_path_key" ON "cms_model"("kind", "path");

-- CreateIndex
CREATE INDEX "cms_model_item_model_id_priority_idx" ON "cms_model_item"("model_id", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "cms_model_item_model_id_field_key" ON "cms_model_item"("model_id", "field");

-- CreateIndex
CREATE INDEX "cms_channel_site_id_parent_id_priority_idx" ON "cms_channel"("site_id", "parent_id", "priority");

-- CreateIndex
CREATE INDEX "cms_channel_parent_id_idx" ON "cms_channel"("parent_id");

-- CreateIndex
CREATE INDEX "cms_channel_workflow_id_idx" ON "cms_channel"("workflow_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_channel_site_id_path_key" ON "cms_channel"("site_id", "path");

-- CreateIndex
CREATE INDEX "cms_channel_content_model_model_id_idx" ON "cms_channel_content_model"("model_id");

-- CreateIndex
CREATE INDEX "cms_channel_member_group_group_id_idx" ON "cms_channel_member_group"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_content_type_name_key" ON "cms_content_type"("name");

-- CreateIndex
CREATE INDEX "cms_dictionary_type_priority_idx" ON "cms_dictionary"("type", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "cms_dictionary_type_value_key" ON "cms_dictionary"("type", "value");

-- CreateIndex
CREATE UNIQUE INDEX "cms_origin_name_key" ON "cms_origin"("name");

-- CreateIndex
CREATE INDEX "cms_tag_site_id_ref_count_idx" ON "cms_tag"("site_id", "ref_count");

-- CreateIndex
CREATE UNIQUE INDEX "cms_tag_site_id_name_key" ON "cms_tag"("site_id", "name");

-- CreateIndex
CREATE INDEX "cms_content_channel_id_status_top_level_release_date_id_idx" ON "cms_content"("channel_id", "status", "top_level" DESC, "release_date" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "cms_content_channel_id_top_level_release_date_id_idx" ON "cms_content"("channel_id", "top_level" DESC, "release_date" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "cms_content_site_id_status_release_date_idx" ON "cms_content"("site_id", "status", "release_date" DESC);

-- CreateIndex
CREATE INDEX "cms_content_site_id_created_at_idx" ON "cms_content"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "cms_content_created_by_id_idx" ON "cms_content"("created_by_id");

-- CreateIndex
CREATE INDEX "cms_content_type_id_idx" ON "cms_content"("type_id");

-- CreateIndex
CREATE INDEX "cms_content_model_id_idx" ON "cms_content"("model_id");

-- CreateIndex
CREATE INDEX "cms_content_origin_id_idx" ON "cms_content"("origin_id");

-- CreateIndex
CREATE INDEX "cms_content_tag_tag_id_idx" ON "cms_content_tag"("tag_id");

-- CreateIndex
CREATE INDEX "cms_content_channel_channel_id_idx" ON "cms_content_channel"("channel_id");

-- CreateIndex
CREATE INDEX "cms_content_view_group_group_id_idx" ON "cms_content_view_group"("group_id");

-- CreateIndex
CREATE INDEX "cms_content_picture_content_id_priority_idx" ON "cms_content_picture"("content_id", "priority");

-- CreateIndex
CREATE INDEX "cms_content_attachment_content_id_priority_idx" ON "cms_content_attachment"("content_id", "priority");

-- CreateIndex
CREATE INDEX "cms_content_record_content_id_at_idx" ON "cms_content_record"("content_id", "at");

-- CreateIndex
CREATE INDEX "cms_content_record_user_id_at_idx" ON "cms_content_record"("user_id", "at");

-- CreateIndex
CREATE INDEX "cms_workflow_site_id_priority_idx" ON "cms_workflow"("site_id", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "cms_workflow_site_id_name_key" ON "cms_workflow"("site_id", "name");

-- CreateIndex
CREATE INDEX "cms_workflow_step_role_id_idx" ON "cms_workflow_step"("role_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_workflow_step_workflow_id_step_key" ON "cms_workflow_step"("workflow_id", "step");

-- CreateIndex
CREATE INDEX "cms_topic_site_id_priority_idx" ON "cms_topic"("site_id", "priority");

-- CreateIndex
CREATE INDEX "cms_topic_content_content_id_idx" ON "cms_topic_content"("content_id");

-- CreateIndex
CREATE INDEX "cms_topic_channel_channel_id_idx" ON "cms_topic_channel"("channel_id");

-- CreateIndex
CREATE INDEX "cms_content_share_target_site_id_status_shared_at_idx" ON "cms_content_share"("target_site_id", "status", "shared_at");

-- CreateIndex
CREATE INDEX "cms_content_share_target_channel_id_idx" ON "cms_content_share"("target_channel_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_content_share_content_id_target_channel_id_key" ON "cms_content_share"("content_id", "target_channel_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_uploaded_file_path_key" ON "cms_uploaded_file"("path");

-- CreateIndex
CREATE UNIQUE INDEX "cms_uploaded_file_upload_id_key" ON "cms_uploaded_file"("upload_id");

-- CreateIndex
CREATE INDEX "cms_uploaded_file_site_id_uploaded_at_idx" ON "cms_uploaded_file"("site_id", "uploaded_at");

-- CreateIndex
CREATE INDEX "cms_uploaded_file_uploaded_by_id_idx" ON "cms_uploaded_file"("uploaded_by_id");

-- CreateIndex
CREATE INDEX "cms_file_reference_owner_type_owner_id_idx" ON "cms_file_reference"("owner_type", "owner_id");

-- CreateIndex
CREATE INDEX "cms_file_reference_content_id_idx" ON "cms_file_reference"("content_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_file_reference_file_id_owner_type_owner_id_key" ON "cms_file_reference"("file_id", "owner_type", "owner_id");

-- CreateIndex
-- Domains and access paths become unique: blanks become NULL, and of sites sharing one the
-- oldest keeps it (the others can be given their own on the site page).
UPDATE "site" SET "domain" = NULL WHERE btrim("domain") = '';
UPDATE "site" SET "access_path" = NULL WHERE btrim("access_path") = '';
UPDATE "site" s SET "domain" = NULL
WHERE "domain" IS NOT NULL AND EXISTS (SELECT 1 FROM "site" o WHERE o."domain" = s."domain" AND o.id < s.id);
UPDATE "site" s SET "access_path" = NULL
WHERE "access_path" IS NOT NULL AND EXISTS (SELECT 1 FROM "site" o WHERE o."access_path" = s."access_path" AND o.id < s.id);
CREATE UNIQUE INDEX "site_domain_key" ON "site"("domain");

-- CreateIndex
CREATE UNIQUE INDEX "site_access_path_key" ON "site"("access_path");

-- AddForeignKey
ALTER TABLE "station_operator" ADD CONSTRAINT "station_operator_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "station_operator" ADD CONSTRAINT "station_operator_station_id_fkey" FOREIGN KEY ("station_id") REFERENCES "village_station"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_station_id_fkey" FOREIGN KEY ("station_id") REFERENCES "village_station"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_user_info_id_fkey" FOREIGN KEY ("user_info_id") REFERENCES "user_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_item" ADD CONSTRAINT "purchase_order_item_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "purchase_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_event" ADD CONSTRAINT "purchase_order_event_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "purchase_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_event" ADD CONSTRAINT "purchase_order_event_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency" ADD CONSTRAINT "sales_agency_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency" ADD CONSTRAINT "sales_agency_station_id_fkey" FOREIGN KEY ("station_id") REFERENCES "village_station"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency" ADD CONSTRAINT "sales_agency_user_info_id_fkey" FOREIGN KEY ("user_info_id") REFERENCES "user_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency" ADD CONSTRAINT "sales_agency_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency_sale" ADD CONSTRAINT "sales_agency_sale_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "sales_agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency_sale" ADD CONSTRAINT "sales_agency_sale_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency_event" ADD CONSTRAINT "sales_agency_event_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "sales_agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_agency_event" ADD CONSTRAINT "sales_agency_event_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_station_id_fkey" FOREIGN KEY ("station_id") REFERENCES "village_station"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_code" ADD CONSTRAINT "enterprise_code_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_code" ADD CONSTRAINT "enterprise_code_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_code" ADD CONSTRAINT "enterprise_code_assigned_by_id_fkey" FOREIGN KEY ("assigned_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_category" ADD CONSTRAINT "commodity_category_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_category" ADD CONSTRAINT "commodity_category_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "commodity_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_code" ADD CONSTRAINT "commodity_code_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_code" ADD CONSTRAINT "commodity_code_enterprise_code_id_fkey" FOREIGN KEY ("enterprise_code_id") REFERENCES "enterprise_code"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_code" ADD CONSTRAINT "commodity_code_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_code" ADD CONSTRAINT "commodity_code_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "commodity_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_code" ADD CONSTRAINT "commodity_code_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_site_company" ADD CONSTRAINT "cms_site_company_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_model_item" ADD CONSTRAINT "cms_model_item_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "cms_model"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel" ADD CONSTRAINT "cms_channel_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel" ADD CONSTRAINT "cms_channel_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "cms_channel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel" ADD CONSTRAINT "cms_channel_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "cms_model"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel" ADD CONSTRAINT "cms_channel_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "cms_workflow"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel_content_model" ADD CONSTRAINT "cms_channel_content_model_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel_content_model" ADD CONSTRAINT "cms_channel_content_model_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "cms_model"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel_member_group" ADD CONSTRAINT "cms_channel_member_group_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel_member_group" ADD CONSTRAINT "cms_channel_member_group_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "cms_member_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_tag" ADD CONSTRAINT "cms_tag_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content" ADD CONSTRAINT "cms_content_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content" ADD CONSTRAINT "cms_content_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content" ADD CONSTRAINT "cms_content_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "cms_model"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content" ADD CONSTRAINT "cms_content_type_id_fkey" FOREIGN KEY ("type_id") REFERENCES "cms_content_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content" ADD CONSTRAINT "cms_content_origin_id_fkey" FOREIGN KEY ("origin_id") REFERENCES "cms_origin"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content" ADD CONSTRAINT "cms_content_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content" ADD CONSTRAINT "cms_content_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_tag" ADD CONSTRAINT "cms_content_tag_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_tag" ADD CONSTRAINT "cms_content_tag_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "cms_tag"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_channel" ADD CONSTRAINT "cms_content_channel_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_channel" ADD CONSTRAINT "cms_content_channel_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_view_group" ADD CONSTRAINT "cms_content_view_group_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_view_group" ADD CONSTRAINT "cms_content_view_group_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "cms_member_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_picture" ADD CONSTRAINT "cms_content_picture_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_attachment" ADD CONSTRAINT "cms_content_attachment_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_record" ADD CONSTRAINT "cms_content_record_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_record" ADD CONSTRAINT "cms_content_record_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_workflow" ADD CONSTRAINT "cms_workflow_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_workflow_step" ADD CONSTRAINT "cms_workflow_step_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "cms_workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_workflow_step" ADD CONSTRAINT "cms_workflow_step_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_topic" ADD CONSTRAINT "cms_topic_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_topic_content" ADD CONSTRAINT "cms_topic_content_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "cms_topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_topic_content" ADD CONSTRAINT "cms_topic_content_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_topic_channel" ADD CONSTRAINT "cms_topic_channel_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "cms_topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_topic_channel" ADD CONSTRAINT "cms_topic_channel_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_share" ADD CONSTRAINT "cms_content_share_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_share" ADD CONSTRAINT "cms_content_share_target_site_id_fkey" FOREIGN KEY ("target_site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_share" ADD CONSTRAINT "cms_content_share_target_channel_id_fkey" FOREIGN KEY ("target_channel_id") REFERENCES "cms_channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_share" ADD CONSTRAINT "cms_content_share_shared_by_id_fkey" FOREIGN KEY ("shared_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_uploaded_file" ADD CONSTRAINT "cms_uploaded_file_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_uploaded_file" ADD CONSTRAINT "cms_uploaded_file_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_uploaded_file" ADD CONSTRAINT "cms_uploaded_file_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_file_reference" ADD CONSTRAINT "cms_file_reference_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "cms_uploaded_file"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_file_reference" ADD CONSTRAINT "cms_file_reference_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Partial unique index Prisma cannot declare (also listed in prisma/unexpressed-indexes.sql).
CREATE UNIQUE INDEX "cms_model_one_default_key" ON "cms_model"("kind") WHERE "is_default";
