-- AlterTable
ALTER TABLE "site" ADD COLUMN     "static_pages" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "template_version" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "cms_template_file" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "solution" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "is_dir" BOOLEAN NOT NULL DEFAULT false,
    "data" BYTEA,
    "size" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_template_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_static_page" (
    "site_id" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "etag" TEXT NOT NULL,
    "template_version" INTEGER NOT NULL,
    "generated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_static_page_pkey" PRIMARY KEY ("site_id","path")
);

-- CreateTable
CREATE TABLE "cms_site_job" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "current" TEXT,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "error_count" INTEGER NOT NULL DEFAULT 0,
    "cursor" JSONB,
    "lease_until" TIMESTAMPTZ(3),
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "cms_site_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_directive" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "code" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_directive_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "cms_template_file_site_id_solution_kind_path_key" ON "cms_template_file"("site_id", "solution", "kind", "path");

-- CreateIndex
CREATE INDEX "cms_site_job_status_id_idx" ON "cms_site_job"("status", "id");

-- CreateIndex
CREATE INDEX "cms_site_job_site_id_created_at_idx" ON "cms_site_job"("site_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "cms_directive_site_id_name_key" ON "cms_directive"("site_id", "name");

-- AddForeignKey
ALTER TABLE "cms_template_file" ADD CONSTRAINT "cms_template_file_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_static_page" ADD CONSTRAINT "cms_static_page_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_site_job" ADD CONSTRAINT "cms_site_job_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_directive" ADD CONSTRAINT "cms_directive_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

