-- AlterTable
ALTER TABLE "api_account" ADD COLUMN     "limit_single_device" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "remark" TEXT,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "api_record" (
    "id" SERIAL NOT NULL,
    "app_id" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT,
    "code" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_info" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "limit_call_day" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "api_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_info_day" (
    "info_id" INTEGER NOT NULL,
    "app_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "api_info_day_pkey" PRIMARY KEY ("info_id","app_id","day")
);

-- CreateTable
CREATE TABLE "webhook" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "events" TEXT[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "remark" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_delivery" (
    "id" SERIAL NOT NULL,
    "webhook_id" INTEGER NOT NULL,
    "event" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "response_code" INTEGER,
    "response" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "api_record_at_idx" ON "api_record"("at");

-- CreateIndex
CREATE INDEX "api_record_app_id_at_idx" ON "api_record"("app_id", "at");

-- CreateIndex
CREATE UNIQUE INDEX "api_info_url_key" ON "api_info"("url");

-- CreateIndex
CREATE INDEX "api_info_day_day_idx" ON "api_info_day"("day");

-- CreateIndex
CREATE INDEX "webhook_delivery_webhook_id_created_at_idx" ON "webhook_delivery"("webhook_id", "created_at");

-- CreateIndex
CREATE INDEX "webhook_delivery_created_at_idx" ON "webhook_delivery"("created_at");

-- AddForeignKey
ALTER TABLE "api_info_day" ADD CONSTRAINT "api_info_day_info_id_fkey" FOREIGN KEY ("info_id") REFERENCES "api_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Registered API interfaces are cached per process (services/legacy/api-interfaces.ts): a change
-- notice for each committed change, as for api_account.
CREATE TRIGGER api_info_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "api_info" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();

-- The endpoints each event goes to are cached per process (services/webhook/webhook-events.ts).
CREATE TRIGGER webhook_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "webhook" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
