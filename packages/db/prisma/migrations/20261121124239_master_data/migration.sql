-- AlterTable
ALTER TABLE "enterprise" ADD COLUMN     "address" TEXT,
ADD COLUMN     "business_scope" TEXT,
ADD COLUMN     "check_opinion" TEXT,
ADD COLUMN     "checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "checked_by" INTEGER,
ADD COLUMN     "city_code" TEXT,
ADD COLUMN     "contact_person" TEXT,
ADD COLUMN     "county_code" TEXT,
ADD COLUMN     "legal_person" TEXT,
ADD COLUMN     "licence_images" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "logo" TEXT,
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "province_code" TEXT,
ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'production';

-- CreateTable
CREATE TABLE "goods_class" (
    "id" SERIAL NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "goods_class_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "goods" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "class_id" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "specification" TEXT,
    "unit" TEXT,
    "shelf_life_days" INTEGER,
    "origin_province" TEXT,
    "origin_city" TEXT,
    "origin_county" TEXT,
    "brand" TEXT,
    "barcode" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "description" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "examine_opinion" TEXT,
    "examined_at" TIMESTAMPTZ(3),
    "examined_by" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "goods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "province_code" TEXT,
    "city_code" TEXT,
    "county_code" TEXT,
    "address" TEXT,
    "area_mu" DECIMAL(12,2),
    "longitude" DECIMAL(10,6),
    "latitude" DECIMAL(10,6),
    "main_crops" TEXT,
    "person_in_charge" TEXT,
    "phone" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "base_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "house" (
    "id" SERIAL NOT NULL,
    "base_id" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT,
    "area_sqm" DECIMAL(12,2),
    "crops" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "house_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "env_device" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "base_id" INTEGER,
    "house_id" INTEGER,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "usable" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "env_device_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "env_plate" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "usable" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "env_plate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "env_plate_device" (
    "plate_id" INTEGER NOT NULL,
    "device_id" INTEGER NOT NULL,

    CONSTRAINT "env_plate_device_pkey" PRIMARY KEY ("plate_id","device_id")
);

-- CreateTable
CREATE TABLE "env_reading" (
    "id" BIGSERIAL NOT NULL,
    "device_id" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL,
    "temperature" DECIMAL(6,2),
    "humidity" DECIMAL(6,2),
    "soil_moisture" DECIMAL(6,2),
    "light" DECIMAL(10,2),
    "co2" DECIMAL(8,2),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "env_reading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "town" TEXT,
    "village" TEXT,
    "enterprise_id" INTEGER,
    "funding" DECIMAL(14,2),
    "start_date" DATE,
    "end_date" DATE,
    "status" TEXT NOT NULL DEFAULT 'planned',
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "upload" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploader_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upload_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "goods_class_parent_id_sort_idx" ON "goods_class"("parent_id", "sort");

-- CreateIndex
CREATE INDEX "goods_enterprise_id_created_at_id_idx" ON "goods"("enterprise_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "goods_status_created_at_id_idx" ON "goods"("status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "goods_class_id_created_at_id_idx" ON "goods"("class_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "goods_created_at_id_idx" ON "goods"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "goods_name_idx" ON "goods"("name");

-- CreateIndex
CREATE INDEX "base_enterprise_id_created_at_idx" ON "base"("enterprise_id", "created_at");

-- CreateIndex
CREATE INDEX "house_base_id_idx" ON "house"("base_id");

-- CreateIndex
CREATE INDEX "house_enterprise_id_created_at_idx" ON "house"("enterprise_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "env_device_code_key" ON "env_device"("code");

-- CreateIndex
CREATE INDEX "env_device_enterprise_id_created_at_idx" ON "env_device"("enterprise_id", "created_at");

-- CreateIndex
CREATE INDEX "env_plate_enterprise_id_idx" ON "env_plate"("enterprise_id");

-- CreateIndex
CREATE INDEX "env_plate_device_device_id_idx" ON "env_plate_device"("device_id");

-- CreateIndex
CREATE INDEX "env_reading_device_id_recorded_at_idx" ON "env_reading"("device_id", "recorded_at");

-- CreateIndex
CREATE INDEX "env_reading_enterprise_id_recorded_at_idx" ON "env_reading"("enterprise_id", "recorded_at");

-- CreateIndex
CREATE INDEX "project_site_id_created_at_idx" ON "project"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "project_enterprise_id_idx" ON "project"("enterprise_id");

-- CreateIndex
CREATE INDEX "upload_uploader_id_created_at_idx" ON "upload"("uploader_id", "created_at");

-- CreateIndex
CREATE INDEX "enterprise_status_created_at_idx" ON "enterprise"("status", "created_at");

-- AddForeignKey
ALTER TABLE "goods_class" ADD CONSTRAINT "goods_class_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "goods_class"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods" ADD CONSTRAINT "goods_class_id_fkey" FOREIGN KEY ("class_id") REFERENCES "goods_class"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods" ADD CONSTRAINT "goods_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base" ADD CONSTRAINT "base_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "house" ADD CONSTRAINT "house_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "base"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "house" ADD CONSTRAINT "house_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "env_device" ADD CONSTRAINT "env_device_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "env_device" ADD CONSTRAINT "env_device_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "base"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "env_device" ADD CONSTRAINT "env_device_house_id_fkey" FOREIGN KEY ("house_id") REFERENCES "house"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "env_plate" ADD CONSTRAINT "env_plate_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "env_plate_device" ADD CONSTRAINT "env_plate_device_plate_id_fkey" FOREIGN KEY ("plate_id") REFERENCES "env_plate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "env_plate_device" ADD CONSTRAINT "env_plate_device_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "env_device"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "env_reading" ADD CONSTRAINT "env_reading_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "env_device"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

