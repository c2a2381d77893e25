-- CreateTable
CREATE TABLE "cms_scheduled_task" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "channel_id" INTEGER,
    "execycle" TEXT NOT NULL DEFAULT 'interval',
    "interval_unit" TEXT,
    "interval_minute" INTEGER,
    "interval_hour" INTEGER,
    "minute" INTEGER,
    "hour" INTEGER,
    "day_of_week" TEXT,
    "day_of_month" INTEGER,
    "cron_expression" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "remark" TEXT,
    "next_run_at" TIMESTAMPTZ(3),
    "last_run_at" TIMESTAMPTZ(3),
    "last_job_id" INTEGER,
    "last_status" TEXT,
    "last_message" TEXT,
    "last_duration_ms" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cms_scheduled_task_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cms_scheduled_task_next_run_at_idx" ON "cms_scheduled_task"("next_run_at");

-- CreateIndex
CREATE INDEX "cms_scheduled_task_last_job_id_idx" ON "cms_scheduled_task"("last_job_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_scheduled_task_site_id_name_key" ON "cms_scheduled_task"("site_id", "name");

-- AddForeignKey
ALTER TABLE "cms_scheduled_task" ADD CONSTRAINT "cms_scheduled_task_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_scheduled_task" ADD CONSTRAINT "cms_scheduled_task_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_scheduled_task" ADD CONSTRAINT "cms_scheduled_task_last_job_id_fkey" FOREIGN KEY ("last_job_id") REFERENCES "cms_site_job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

