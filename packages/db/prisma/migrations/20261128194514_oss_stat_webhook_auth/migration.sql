-- AlterTable
ALTER TABLE "webhook" ADD COLUMN     "auth_id" INTEGER;

-- CreateTable
CREATE TABLE "webhook_auth" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "system" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_auth_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oss_account" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "oss_type" TEXT NOT NULL,
    "oss_app_id" TEXT,
    "secret_id" TEXT NOT NULL,
    "app_key" TEXT NOT NULL,
    "bucket_name" TEXT NOT NULL,
    "bucket_area" TEXT,
    "end_point" TEXT,
    "access_domain" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oss_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stat_account" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "site_name" TEXT NOT NULL,
    "user_name" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "tj_token" TEXT NOT NULL,
    "tj_site_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stat_account_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "stat_account_site_id_key" ON "stat_account"("site_id");

-- CreateIndex
CREATE INDEX "webhook_auth_id_idx" ON "webhook"("auth_id");

-- AddForeignKey
ALTER TABLE "webhook" ADD CONSTRAINT "webhook_auth_id_fkey" FOREIGN KEY ("auth_id") REFERENCES "webhook_auth"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stat_account" ADD CONSTRAINT "stat_account_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

