-- AlterTable
ALTER TABLE "app_user" ADD COLUMN     "department_id" INTEGER,
ADD COLUMN     "rank" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "self_admin" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "department" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 1,
    "weights" INTEGER NOT NULL DEFAULT 1,
    "parent_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_third_account" (
    "id" SERIAL NOT NULL,
    "account_key" VARCHAR(255) NOT NULL,
    "username" VARCHAR(100) NOT NULL,
    "source" VARCHAR(10) NOT NULL,
    "member_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_third_account_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "department_parent_id_priority_idx" ON "department"("parent_id", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "department_parent_id_name_key" ON "department"("parent_id", "name");

-- CreateIndex
CREATE INDEX "cms_third_account_member_id_idx" ON "cms_third_account"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_third_account_source_account_key_key" ON "cms_third_account"("source", "account_key");

-- CreateIndex
CREATE INDEX "app_user_department_id_idx" ON "app_user"("department_id");

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department" ADD CONSTRAINT "department_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "department"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_third_account" ADD CONSTRAINT "cms_third_account_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "cms_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Partial unique index Prisma cannot declare (also listed in prisma/unexpressed-indexes.sql).
CREATE UNIQUE INDEX "department_root_name_key" ON "department"("name") WHERE "parent_id" IS NULL;
