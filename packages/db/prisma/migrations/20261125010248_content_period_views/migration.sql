-- AlterTable
ALTER TABLE "cms_content" ADD COLUMN     "views_day" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "views_month" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "views_period" DATE,
ADD COLUMN     "views_week" INTEGER NOT NULL DEFAULT 0;

