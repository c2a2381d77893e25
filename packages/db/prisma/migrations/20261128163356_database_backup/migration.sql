-- CreateTable
CREATE TABLE "database_backup" (
    "id" SERIAL NOT NULL,
    "file_name" VARCHAR(100) NOT NULL,
    "storage_key" VARCHAR(200) NOT NULL,
    "tables" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'queued',
    "current_table" TEXT,
    "done_tables" INTEGER NOT NULL DEFAULT 0,
    "total_tables" INTEGER NOT NULL DEFAULT 0,
    "row_count" INTEGER NOT NULL DEFAULT 0,
    "size" INTEGER NOT NULL DEFAULT 0,
    "migration" TEXT NOT NULL DEFAULT '',
    "checksum" TEXT NOT NULL DEFAULT '',
    "error" TEXT,
    "job_token" UUID,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "database_backup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "database_backup_file_name_key" ON "database_backup"("file_name");

-- CreateIndex
CREATE UNIQUE INDEX "database_backup_storage_key_key" ON "database_backup"("storage_key");

-- CreateIndex
CREATE INDEX "database_backup_created_at_idx" ON "database_backup"("created_at" DESC);

