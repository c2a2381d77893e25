-- AlterTable
ALTER TABLE "login_log" ADD COLUMN     "city_code" TEXT,
ADD COLUMN     "province_code" TEXT;

-- AlterTable
ALTER TABLE "scan_record" ADD COLUMN     "city_code" TEXT;

