-- AlterTable
ALTER TABLE "app_user" ADD COLUMN     "enterprise_id" INTEGER,
ADD COLUMN     "last_login_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "enterprise" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "credit_code" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enterprise_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "permission_node" (
    "id" SERIAL NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "name_en" TEXT NOT NULL DEFAULT '',
    "key" TEXT NOT NULL,
    "api_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sort" INTEGER NOT NULL DEFAULT 0,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "permission_node_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "enterprise_credit_code_key" ON "enterprise"("credit_code");

-- CreateIndex
CREATE INDEX "enterprise_name_idx" ON "enterprise"("name");

-- CreateIndex
CREATE UNIQUE INDEX "permission_node_key_key" ON "permission_node"("key");

-- CreateIndex
CREATE INDEX "permission_node_parent_id_sort_idx" ON "permission_node"("parent_id", "sort");

-- CreateIndex
CREATE INDEX "app_user_enterprise_id_idx" ON "app_user"("enterprise_id");

-- CreateIndex
CREATE INDEX "app_user_created_at_idx" ON "app_user"("created_at");

-- CreateIndex
CREATE INDEX "operation_log_site_id_created_at_idx" ON "operation_log"("site_id", "created_at");

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprise"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "permission_node" ADD CONSTRAINT "permission_node_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "permission_node"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

