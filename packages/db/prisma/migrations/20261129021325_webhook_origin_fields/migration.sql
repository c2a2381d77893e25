-- AlterTable
ALTER TABLE "webhook" ADD COLUMN     "operate" TEXT,
ADD COLUMN     "params" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "success_result" TEXT,
ADD COLUMN     "target_namespace" TEXT;

