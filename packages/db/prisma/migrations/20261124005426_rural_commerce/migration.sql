-- CreateEnum
CREATE TYPE "StationStatus" AS ENUM ('open', 'suspended', 'closed');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('male', 'female');

-- CreateEnum
CREATE TYPE "UserInfoType" AS ENUM ('farmer', 'cooperative_member', 'buyer', 'other');

-- CreateEnum
CREATE TYPE "PovertyCause" AS ENUM ('illness', 'disability', 'lack_of_skills', 'lack_of_funds', 'lack_of_labour', 'education', 'disaster', 'other');

-- CreateEnum
CREATE TYPE "PovertyState" AS ENUM ('registered', 'lifted', 'returned');

-- CreateEnum
CREATE TYPE "TrainingType" AS ENUM ('ecommerce', 'planting', 'breeding', 'processing', 'other');

-- CreateEnum
CREATE TYPE "ShopPlatform" AS ENUM ('taobao', 'jd', 'pinduoduo', 'wechat', 'douyin', 'other');

-- CreateEnum
CREATE TYPE "ShopOwnerType" AS ENUM ('enterprise', 'person');

-- CreateEnum
CREATE TYPE "ExpressCompany" AS ENUM ('sf', 'ems', 'zto', 'yto', 'sto', 'yunda', 'jd', 'other');

-- CreateEnum
CREATE TYPE "ExpressDirection" AS ENUM ('inbound', 'outbound');

-- CreateEnum
CREATE TYPE "ExpressStatus" AS ENUM ('received', 'in_transit', 'delivered', 'returned');

-- CreateEnum
CREATE TYPE "StockMovementKind" AS ENUM ('in', 'out', 'adjust');

-- CreateEnum
CREATE TYPE "SaleChannel" AS ENUM ('online', 'offline', 'agency');

-- CreateTable
CREATE TABLE "town" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "county_code" TEXT,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "head" TEXT,
    "phone" TEXT,
    "address" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "town_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "village_station" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "town_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "master" TEXT,
    "phone" TEXT,
    "address" TEXT,
    "longitude" DECIMAL(10,6),
    "latitude" DECIMAL(10,6),
    "opening_hours" TEXT,
    "service_items" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "StationStatus" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "village_station_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_info" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "gender" "Gender" NOT NULL,
    "id_card" TEXT,
    "phone" TEXT,
    "province_code" TEXT,
    "city_code" TEXT,
    "county_code" TEXT,
    "town_id" INTEGER,
    "village" TEXT,
    "address" TEXT,
    "type" "UserInfoType" NOT NULL DEFAULT 'farmer',
    "remark" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "person_info" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "id_card" TEXT NOT NULL,
    "household_size" INTEGER NOT NULL,
    "province_code" TEXT,
    "city_code" TEXT,
    "county_code" TEXT,
    "town_id" INTEGER,
    "village" TEXT,
    "causes" "PovertyCause"[] DEFAULT ARRAY[]::"PovertyCause"[],
    "income_per_capita" DECIMAL(14,2),
    "cadre_name" TEXT,
    "cadre_phone" TEXT,
    "measures" TEXT,
    "state" "PovertyState" NOT NULL DEFAULT 'registered',
    "state_changed_on" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "person_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "person_state_change" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "from_state" "PovertyState" NOT NULL,
    "to_state" "PovertyState" NOT NULL,
    "changed_on" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "operator_id" INTEGER,
    "operator_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "person_state_change_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "train_info" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "type" "TrainingType" NOT NULL,
    "organiser" TEXT,
    "lecturer" TEXT,
    "venue" TEXT,
    "start_at" TIMESTAMPTZ(3) NOT NULL,
    "end_at" TIMESTAMPTZ(3) NOT NULL,
    "town_id" INTEGER,
    "attendee_count" INTEGER NOT NULL DEFAULT 0,
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "content" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "train_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "train_person_attendee" (
    "training_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,

    CONSTRAINT "train_person_attendee_pkey" PRIMARY KEY ("training_id","person_id")
);

-- CreateTable
CREATE TABLE "train_user_attendee" (
    "training_id" INTEGER NOT NULL,
    "user_info_id" INTEGER NOT NULL,

    CONSTRAINT "train_user_attendee_pkey" PRIMARY KEY ("training_id","user_info_id")
);

-- CreateTable
CREATE TABLE "commerce_info" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "shop_name" TEXT NOT NULL,
    "platform" "ShopPlatform" NOT NULL,
    "owner_type" "ShopOwnerType" NOT NULL,
    "enterprise_id" INTEGER,
    "owner_name" TEXT,
    "town_id" INTEGER,
    "village" TEXT,
    "shop_url" TEXT,
    "main_products" TEXT,
    "monthly_sales" DECIMAL(14,2),
    "monthly_orders" INTEGER,
    "contact" TEXT,
    "phone" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commerce_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "town_statistic" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "town_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "online_sales" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "parcels_in" INTEGER NOT NULL DEFAULT 0,
    "parcels_out" INTEGER NOT NULL DEFAULT 0,
    "shops" INTEGER NOT NULL DEFAULT 0,
    "trained" INTEGER NOT NULL DEFAULT 0,
    "employed" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "town_statistic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "express" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "company" "ExpressCompany" NOT NULL,
    "waybill_no" TEXT NOT NULL,
    "direction" "ExpressDirection" NOT NULL,
    "station_id" INTEGER,
    "sender" TEXT,
    "receiver" TEXT,
    "phone" TEXT,
    "goods_name" TEXT,
    "weight_kg" DECIMAL(10,3),
    "fee" DECIMAL(12,2),
    "date" DATE NOT NULL,
    "status" "ExpressStatus" NOT NULL DEFAULT 'received',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "express_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "station_id" INTEGER,
    "base_id" INTEGER,
    "quantity" DECIMAL(14,3) NOT NULL DEFAULT 0,
    "unit" TEXT NOT NULL,
    "batch_no" TEXT,
    "low_threshold" DECIMAL(14,3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stock_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_movement" (
    "id" SERIAL NOT NULL,
    "stock_id" INTEGER NOT NULL,
    "kind" "StockMovementKind" NOT NULL,
    "quantity" DECIMAL(14,3) NOT NULL,
    "balance" DECIMAL(14,3) NOT NULL,
    "reason" TEXT,
    "moved_at" TIMESTAMPTZ(3) NOT NULL,
    "operator_id" INTEGER,
    "operator_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_movement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "buyer" TEXT NOT NULL,
    "quantity" DECIMAL(14,3) NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "channel" "SaleChannel" NOT NULL,
    "buyer_province_code" TEXT,
    "buyer_city_code" TEXT,
    "buyer_county_code" TEXT,
    "date" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sale_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mall_item" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "original_price" DECIMAL(12,2),
    "stock" INTEGER NOT NULL DEFAULT 0,
    "on_shelf" BOOLEAN NOT NULL DEFAULT false,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mall_item_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "town_site_id_created_at_idx" ON "town"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "town_site_id_code_key" ON "town"("site_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "town_site_id_name_key" ON "town"("site_id", "name");

-- CreateIndex
CREATE INDEX "village_station_town_id_idx" ON "village_station"("town_id");

-- CreateIndex
CREATE INDEX "village_station_site_id_created_at_idx" ON "village_station"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "village_station_site_id_code_key" ON "village_station"("site_id", "code");

-- CreateIndex
CREATE INDEX "user_info_site_id_created_at_idx" ON "user_info"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "user_info_site_id_id_card_key" ON "user_info"("site_id", "id_card");

-- CreateIndex
CREATE INDEX "person_info_site_id_created_at_idx" ON "person_info"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "person_info_site_id_id_card_key" ON "person_info"("site_id", "id_card");

-- CreateIndex
CREATE INDEX "person_state_change_person_id_created_at_idx" ON "person_state_change"("person_id", "created_at");

-- CreateIndex
CREATE INDEX "train_info_site_id_created_at_idx" ON "train_info"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "train_person_attendee_person_id_idx" ON "train_person_attendee"("person_id");

-- CreateIndex
CREATE INDEX "train_user_attendee_user_info_id_idx" ON "train_user_attendee"("user_info_id");

-- CreateIndex
CREATE INDEX "commerce_info_site_id_created_at_idx" ON "commerce_info"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "town_statistic_site_id_month_idx" ON "town_statistic"("site_id", "month");

-- CreateIndex
CREATE INDEX "town_statistic_site_id_created_at_idx" ON "town_statistic"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "town_statistic_town_id_month_key" ON "town_statistic"("town_id", "month");

-- CreateIndex
CREATE INDEX "express_site_id_date_idx" ON "express"("site_id", "date");

-- CreateIndex
CREATE INDEX "express_site_id_created_at_idx" ON "express"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "express_site_id_company_waybill_no_key" ON "express"("site_id", "company", "waybill_no");

-- CreateIndex
CREATE INDEX "stock_goods_id_idx" ON "stock"("goods_id");

-- CreateIndex
CREATE INDEX "stock_site_id_created_at_idx" ON "stock"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_movement_stock_id_moved_at_idx" ON "stock_movement"("stock_id", "moved_at");

-- CreateIndex
CREATE INDEX "sale_site_id_date_idx" ON "sale"("site_id", "date");

-- CreateIndex
CREATE INDEX "sale_site_id_created_at_idx" ON "sale"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "mall_item_site_id_created_at_idx" ON "mall_item"("site_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "mall_item_site_id_goods_id_key" ON "mall_item"("site_id", "goods_id");

-- AddForeignKey
ALTER TABLE "town" ADD CONSTRAINT "town_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "village_station" ADD CONSTRAINT "village_station_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "village_station" ADD CONSTRAINT "village_station_town_id_fkey" FOREIGN KEY ("town_id") REFERENCES "town"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_info" ADD CONSTRAINT "user_info_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_info" ADD CONSTRAINT "user_info_town_id_fkey" FOREIGN KEY ("town_id") REFERENCES "town"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_info" ADD CONSTRAINT "person_info_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_info" ADD CONSTRAINT "person_info_town_id_fkey" FOREIGN KEY ("town_id") REFERENCES "town"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_state_change" ADD CONSTRAINT "person_state_change_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_state_change" ADD CONSTRAINT "person_state_change_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "train_info" ADD CONSTRAINT "train_info_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "train_info" ADD CONSTRAINT "train_info_town_id_fkey" FOREIGN KEY ("town_id") REFERENCES "town"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "train_person_attendee" ADD CONSTRAINT "train_person_attendee_training_id_fkey" FOREIGN KEY ("training_id") REFERENCES "train_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "train_person_attendee" ADD CONSTRAINT "train_person_attendee_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "train_user_attendee" ADD CONSTRAINT "train_user_attendee_training_id_fkey" FOREIGN KEY ("training_id") REFERENCES "train_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "train_user_attendee" ADD CONSTRAINT "train_user_attendee_user_info_id_fkey" FOREIGN KEY ("user_info_id") REFERENCES "user_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commerce_info" ADD CONSTRAINT "commerce_info_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commerce_info" ADD CONSTRAINT "commerce_info_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commerce_info" ADD CONSTRAINT "commerce_info_town_id_fkey" FOREIGN KEY ("town_id") REFERENCES "town"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "town_statistic" ADD CONSTRAINT "town_statistic_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "town_statistic" ADD CONSTRAINT "town_statistic_town_id_fkey" FOREIGN KEY ("town_id") REFERENCES "town"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express" ADD CONSTRAINT "express_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "express" ADD CONSTRAINT "express_station_id_fkey" FOREIGN KEY ("station_id") REFERENCES "village_station"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock" ADD CONSTRAINT "stock_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock" ADD CONSTRAINT "stock_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock" ADD CONSTRAINT "stock_station_id_fkey" FOREIGN KEY ("station_id") REFERENCES "village_station"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock" ADD CONSTRAINT "stock_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "base"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_stock_id_fkey" FOREIGN KEY ("stock_id") REFERENCES "stock"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mall_item" ADD CONSTRAINT "mall_item_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mall_item" ADD CONSTRAINT "mall_item_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

