-- CreateTable
CREATE TABLE "trace_template" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "enterprise_id" INTEGER,
    "goods_class_id" INTEGER,
    "goods_id" INTEGER,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "trace_template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trace_template_stage" (
    "id" SERIAL NOT NULL,
    "template_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trace_template_stage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trace_template_item" (
    "id" SERIAL NOT NULL,
    "stage_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "unit" TEXT,
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "required" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trace_template_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "batch" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "base_id" INTEGER,
    "house_id" INTEGER,
    "batch_no" TEXT NOT NULL,
    "production_date" DATE NOT NULL,
    "quantity" DECIMAL(14,2),
    "unit" TEXT,
    "template_id" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'producing',
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "batch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trace_record" (
    "id" SERIAL NOT NULL,
    "batch_id" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "stage_id" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL,
    "operator_name" TEXT NOT NULL,
    "operator_user_id" INTEGER,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "trace_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trace_record_value" (
    "id" SERIAL NOT NULL,
    "record_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "value" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "trace_record_value_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "code_application" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "applicant_kind" TEXT NOT NULL DEFAULT 'enterprise',
    "applicant_id" INTEGER,
    "quantity" INTEGER NOT NULL,
    "reason" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "examine_opinion" TEXT,
    "examined_at" TIMESTAMPTZ(3),
    "examined_by" INTEGER,
    "generation_status" TEXT NOT NULL DEFAULT 'none',
    "generated_count" INTEGER NOT NULL DEFAULT 0,
    "generation_error" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "generated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "code_application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trace_code" (
    "code" TEXT NOT NULL,
    "application_id" INTEGER NOT NULL,
    "serial" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "batch_id" INTEGER,
    "bound_at" TIMESTAMPTZ(3),
    "scan_count" INTEGER NOT NULL DEFAULT 0,
    "first_scan_at" TIMESTAMPTZ(3),
    "last_scan_at" TIMESTAMPTZ(3),

    CONSTRAINT "trace_code_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "scan_record" (
    "id" BIGSERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "enterprise_id" INTEGER,
    "goods_id" INTEGER,
    "batch_id" INTEGER,
    "scanned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT NOT NULL,
    "user_agent" TEXT,
    "latitude" DECIMAL(10,6),
    "longitude" DECIMAL(10,6),
    "province_code" TEXT,

    CONSTRAINT "scan_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_bucket" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limit_bucket_pkey" PRIMARY KEY ("key","window_start")
);

-- CreateTable
CREATE TABLE "recall" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "notice" TEXT NOT NULL,
    "closed_at" TIMESTAMPTZ(3),
    "closed_by" INTEGER,
    "close_note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recall_batch" (
    "recall_id" INTEGER NOT NULL,
    "batch_id" INTEGER NOT NULL,

    CONSTRAINT "recall_batch_pkey" PRIMARY KEY ("recall_id","batch_id")
);

-- CreateTable
CREATE TABLE "quality_check" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "batch_id" INTEGER,
    "goods_id" INTEGER,
    "organisation" TEXT NOT NULL,
    "inspector" TEXT NOT NULL,
    "check_date" DATE NOT NULL,
    "items" JSONB NOT NULL DEFAULT '[]',
    "passed" BOOLEAN NOT NULL,
    "report_upload_id" TEXT,
    "note" TEXT,
    "recall_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "quality_check_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trace_template_enterprise_id_created_at_idx" ON "trace_template"("enterprise_id", "created_at");

-- CreateIndex
CREATE INDEX "trace_template_created_at_idx" ON "trace_template"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "trace_template_stage_template_id_sort_key" ON "trace_template_stage"("template_id", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "trace_template_item_stage_id_sort_key" ON "trace_template_item"("stage_id", "sort");

-- CreateIndex
CREATE INDEX "batch_enterprise_id_created_at_id_idx" ON "batch"("enterprise_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "batch_goods_id_idx" ON "batch"("goods_id");

-- CreateIndex
CREATE INDEX "batch_created_at_id_idx" ON "batch"("created_at" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "batch_enterprise_id_batch_no_key" ON "batch"("enterprise_id", "batch_no");

-- CreateIndex
CREATE INDEX "trace_record_enterprise_id_created_at_idx" ON "trace_record"("enterprise_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "trace_record_batch_id_sort_key" ON "trace_record"("batch_id", "sort");

-- CreateIndex
CREATE INDEX "trace_record_value_item_id_idx" ON "trace_record_value"("item_id");

-- CreateIndex
CREATE UNIQUE INDEX "trace_record_value_record_id_item_id_key" ON "trace_record_value"("record_id", "item_id");

-- CreateIndex
CREATE INDEX "code_application_enterprise_id_created_at_id_idx" ON "code_application"("enterprise_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "code_application_status_created_at_id_idx" ON "code_application"("status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "code_application_generation_status_idx" ON "code_application"("generation_status");

-- CreateIndex
CREATE INDEX "code_application_created_at_id_idx" ON "code_application"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "trace_code_batch_id_idx" ON "trace_code"("batch_id");

-- CreateIndex
CREATE UNIQUE INDEX "trace_code_application_id_serial_key" ON "trace_code"("application_id", "serial");

-- CreateIndex
CREATE INDEX "scan_record_code_scanned_at_idx" ON "scan_record"("code", "scanned_at");

-- CreateIndex
CREATE INDEX "scan_record_enterprise_id_scanned_at_idx" ON "scan_record"("enterprise_id", "scanned_at");

-- CreateIndex
CREATE INDEX "scan_record_scanned_at_idx" ON "scan_record"("scanned_at");

-- CreateIndex
CREATE INDEX "rate_limit_bucket_window_start_idx" ON "rate_limit_bucket"("window_start");

-- CreateIndex
CREATE INDEX "recall_enterprise_id_created_at_idx" ON "recall"("enterprise_id", "created_at");

-- CreateIndex
CREATE INDEX "recall_status_created_at_idx" ON "recall"("status", "created_at");

-- CreateIndex
CREATE INDEX "recall_batch_batch_id_idx" ON "recall_batch"("batch_id");

-- CreateIndex
CREATE INDEX "quality_check_enterprise_id_created_at_idx" ON "quality_check"("enterprise_id", "created_at");

-- CreateIndex
CREATE INDEX "quality_check_batch_id_idx" ON "quality_check"("batch_id");

-- CreateIndex
CREATE INDEX "quality_check_created_at_idx" ON "quality_check"("created_at");

-- AddForeignKey
ALTER TABLE "trace_template" ADD CONSTRAINT "trace_template_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_template" ADD CONSTRAINT "trace_template_goods_class_id_fkey" FOREIGN KEY ("goods_class_id") REFERENCES "goods_class"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_template" ADD CONSTRAINT "trace_template_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_template_stage" ADD CONSTRAINT "trace_template_stage_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "trace_template"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_template_item" ADD CONSTRAINT "trace_template_item_stage_id_fkey" FOREIGN KEY ("stage_id") REFERENCES "trace_template_stage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batch" ADD CONSTRAINT "batch_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batch" ADD CONSTRAINT "batch_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batch" ADD CONSTRAINT "batch_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "base"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batch" ADD CONSTRAINT "batch_house_id_fkey" FOREIGN KEY ("house_id") REFERENCES "house"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batch" ADD CONSTRAINT "batch_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "trace_template"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_record" ADD CONSTRAINT "trace_record_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_record" ADD CONSTRAINT "trace_record_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_record" ADD CONSTRAINT "trace_record_stage_id_fkey" FOREIGN KEY ("stage_id") REFERENCES "trace_template_stage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_record_value" ADD CONSTRAINT "trace_record_value_record_id_fkey" FOREIGN KEY ("record_id") REFERENCES "trace_record"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_record_value" ADD CONSTRAINT "trace_record_value_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "trace_template_item"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "code_application" ADD CONSTRAINT "code_application_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "code_application" ADD CONSTRAINT "code_application_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_code" ADD CONSTRAINT "trace_code_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "code_application"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_code" ADD CONSTRAINT "trace_code_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_code" ADD CONSTRAINT "trace_code_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trace_code" ADD CONSTRAINT "trace_code_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scan_record" ADD CONSTRAINT "scan_record_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recall" ADD CONSTRAINT "recall_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recall_batch" ADD CONSTRAINT "recall_batch_recall_id_fkey" FOREIGN KEY ("recall_id") REFERENCES "recall"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recall_batch" ADD CONSTRAINT "recall_batch_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quality_check" ADD CONSTRAINT "quality_check_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quality_check" ADD CONSTRAINT "quality_check_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quality_check" ADD CONSTRAINT "quality_check_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quality_check" ADD CONSTRAINT "quality_check_recall_id_fkey" FOREIGN KEY ("recall_id") REFERENCES "recall"("id") ON DELETE SET NULL ON UPDATE CASCADE;

