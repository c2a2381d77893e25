-- CreateEnum
CREATE TYPE "DepartmentChannelKind" AS ENUM ('manage', 'control');

-- AlterTable
ALTER TABLE "cms_channel" ADD COLUMN     "score_group_id" INTEGER;

-- CreateTable
CREATE TABLE "department_channel" (
    "department_id" INTEGER NOT NULL,
    "channel_id" INTEGER NOT NULL,
    "kind" "DepartmentChannelKind" NOT NULL,

    CONSTRAINT "department_channel_pkey" PRIMARY KEY ("department_id","channel_id","kind")
);

-- CreateTable
CREATE TABLE "department_guestbook_ctg" (
    "department_id" INTEGER NOT NULL,
    "ctg_id" INTEGER NOT NULL,

    CONSTRAINT "department_guestbook_ctg_pkey" PRIMARY KEY ("department_id","ctg_id")
);

-- CreateIndex
CREATE INDEX "department_channel_channel_id_idx" ON "department_channel"("channel_id");

-- CreateIndex
CREATE INDEX "department_guestbook_ctg_ctg_id_idx" ON "department_guestbook_ctg"("ctg_id");

-- CreateIndex
CREATE INDEX "cms_channel_score_group_id_idx" ON "cms_channel"("score_group_id");

-- AddForeignKey
ALTER TABLE "department_channel" ADD CONSTRAINT "department_channel_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department_channel" ADD CONSTRAINT "department_channel_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "cms_channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department_guestbook_ctg" ADD CONSTRAINT "department_guestbook_ctg_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department_guestbook_ctg" ADD CONSTRAINT "department_guestbook_ctg_ctg_id_fkey" FOREIGN KEY ("ctg_id") REFERENCES "cms_guestbook_ctg"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_channel" ADD CONSTRAINT "cms_channel_score_group_id_fkey" FOREIGN KEY ("score_group_id") REFERENCES "cms_score_group"("id") ON DELETE SET NULL ON UPDATE CASCADE;

