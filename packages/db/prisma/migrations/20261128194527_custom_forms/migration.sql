-- CreateTable
CREATE TABLE "cms_custom_form" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "member_meun" BOOLEAN NOT NULL DEFAULT false,
    "submit_url" VARCHAR(100),
    "view_url" VARCHAR(100),
    "start_time" TIMESTAMPTZ(3),
    "end_time" TIMESTAMPTZ(3),
    "all_site" BOOLEAN NOT NULL DEFAULT false,
    "enable" BOOLEAN NOT NULL DEFAULT false,
    "day_limit" INTEGER NOT NULL DEFAULT 0,
    "allow_guest" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_custom_form_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_custom_form_field" (
    "id" SERIAL NOT NULL,
    "form_id" INTEGER NOT NULL,
    "site_id" INTEGER NOT NULL,
    "field" VARCHAR(50) NOT NULL,
    "label" VARCHAR(100) NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "def_value" VARCHAR(255),
    "opt_value" VARCHAR(1000),
    "size" VARCHAR(20),
    "description" VARCHAR(255),
    "data_type" VARCHAR(2) NOT NULL DEFAULT '1',
    "display_in_list" BOOLEAN NOT NULL DEFAULT false,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_custom_form_field_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_custom_record" (
    "id" SERIAL NOT NULL,
    "form_id" INTEGER NOT NULL,
    "site_id" INTEGER NOT NULL,
    "member_id" INTEGER,
    "attrs" JSONB NOT NULL DEFAULT '{}',
    "status" SMALLINT NOT NULL DEFAULT 1,
    "ip" VARCHAR(64) NOT NULL,
    "checker_id" INTEGER,
    "checked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_custom_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_job_apply" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "member_id" INTEGER,
    "realname" VARCHAR(50) NOT NULL,
    "mobile" VARCHAR(20) NOT NULL,
    "email" VARCHAR(100),
    "gender" VARCHAR(10),
    "edu_back" VARCHAR(50),
    "edu_school" VARCHAR(100),
    "self_evaluation" VARCHAR(2000),
    "ip" VARCHAR(64) NOT NULL,
    "apply_time" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_job_apply_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cms_custom_form_site_id_priority_idx" ON "cms_custom_form"("site_id", "priority");

-- CreateIndex
CREATE INDEX "cms_custom_form_field_form_id_priority_idx" ON "cms_custom_form_field"("form_id", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "cms_custom_form_field_form_id_field_key" ON "cms_custom_form_field"("form_id", "field");

-- CreateIndex
CREATE INDEX "cms_custom_record_form_id_created_at_idx" ON "cms_custom_record"("form_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "cms_custom_record_member_id_form_id_created_at_idx" ON "cms_custom_record"("member_id", "form_id", "created_at");

-- CreateIndex
CREATE INDEX "cms_job_apply_content_id_apply_time_idx" ON "cms_job_apply"("content_id", "apply_time" DESC);

-- CreateIndex
CREATE INDEX "cms_job_apply_apply_time_idx" ON "cms_job_apply"("apply_time" DESC);

-- AddForeignKey
ALTER TABLE "cms_custom_form" ADD CONSTRAINT "cms_custom_form_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_custom_form_field" ADD CONSTRAINT "cms_custom_form_field_form_id_fkey" FOREIGN KEY ("form_id") REFERENCES "cms_custom_form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_custom_form_field" ADD CONSTRAINT "cms_custom_form_field_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_custom_record" ADD CONSTRAINT "cms_custom_record_form_id_fkey" FOREIGN KEY ("form_id") REFERENCES "cms_custom_form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_custom_record" ADD CONSTRAINT "cms_custom_record_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_custom_record" ADD CONSTRAINT "cms_custom_record_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "cms_member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_custom_record" ADD CONSTRAINT "cms_custom_record_checker_id_fkey" FOREIGN KEY ("checker_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_job_apply" ADD CONSTRAINT "cms_job_apply_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_job_apply" ADD CONSTRAINT "cms_job_apply_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "cms_member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

