-- AlterTable
ALTER TABLE "code_application" DROP COLUMN "lease_until",
ADD COLUMN     "job_token" UUID;

-- AlterTable
ALTER TABLE "cms_site_job" DROP COLUMN "lease_until",
ADD COLUMN     "job_token" UUID;

