-- DropForeignKey
ALTER TABLE "cms_uploaded_file" DROP CONSTRAINT "cms_uploaded_file_site_id_fkey";

-- DropForeignKey
ALTER TABLE "cms_uploaded_file" DROP CONSTRAINT "cms_uploaded_file_upload_id_fkey";

-- DropForeignKey
ALTER TABLE "cms_uploaded_file" DROP CONSTRAINT "cms_uploaded_file_uploaded_by_id_fkey";

-- DropForeignKey
ALTER TABLE "cms_file_reference" DROP CONSTRAINT "cms_file_reference_file_id_fkey";

-- DropForeignKey
ALTER TABLE "cms_file_reference" DROP CONSTRAINT "cms_file_reference_content_id_fkey";

-- DropIndex
DROP INDEX "cms_file_reference_content_id_idx";

-- DropIndex
DROP INDEX "cms_file_reference_file_id_owner_type_owner_id_key";

-- AlterTable
ALTER TABLE "upload" ADD COLUMN     "site_id" INTEGER;

-- AlterTable
ALTER TABLE "cms_content_type" ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "cms_dictionary" ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "cms_origin" ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "cms_tag" ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "cms_topic" ADD COLUMN     "channel_id" INTEGER;

-- AlterTable
ALTER TABLE "cms_file_reference" DROP COLUMN "content_id",
DROP COLUMN "file_id",
ADD COLUMN     "upload_id" TEXT NOT NULL;

-- DropTable
DROP TABLE "cms_uploaded_file";

-- CreateIndex
CREATE INDEX "upload_site_id_created_at_idx" ON "upload"("site_id", "created_at");

-- CreateIndex
CREATE INDEX "cms_topic_channel_id_idx" ON "cms_topic"("channel_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_topic_site_id_name_key" ON "cms_topic"("site_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "cms_file_reference_upload_id_owner_type_owner_id_key" ON "cms_file_reference"("upload_id", "owner_type", "owner_id");

-- AddForeignKey
ALTER TABLE "upload" ADD CONSTRAINT "upload_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_topic" ADD CONSTRAINT "cms_topic_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_file_reference" ADD CONSTRAINT "cms_file_reference_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

