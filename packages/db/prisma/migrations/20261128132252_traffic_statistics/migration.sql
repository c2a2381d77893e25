-- CreateTable
CREATE TABLE "traffic_hit" (
    "id" BIGSERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "day" DATE NOT NULL,
    "hour" SMALLINT NOT NULL,
    "visitor" TEXT NOT NULL,
    "ip_hash" TEXT NOT NULL,
    "province_code" TEXT,
    "city_code" TEXT,
    "page" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "referrer_host" TEXT,
    "engine" TEXT,
    "keyword" TEXT,

    CONSTRAINT "traffic_hit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "traffic_daily" (
    "site_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "pv" INTEGER NOT NULL,
    "ip" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,

    CONSTRAINT "traffic_daily_pkey" PRIMARY KEY ("site_id","day","kind","value")
);

-- CreateTable
CREATE TABLE "traffic_rolled_day" (
    "day" DATE NOT NULL,
    "rolled_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "traffic_rolled_day_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "app_setting" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "app_setting_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "traffic_hit_site_id_day_idx" ON "traffic_hit"("site_id", "day");

-- CreateIndex
CREATE INDEX "traffic_hit_day_idx" ON "traffic_hit"("day");

-- CreateIndex
CREATE INDEX "traffic_daily_site_id_kind_day_idx" ON "traffic_daily"("site_id", "kind", "day");

-- AddForeignKey
ALTER TABLE "traffic_hit" ADD CONSTRAINT "traffic_hit_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "traffic_daily" ADD CONSTRAINT "traffic_daily_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

