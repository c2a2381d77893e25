-- AlterTable
ALTER TABLE "cms_member" ADD COLUMN     "attrs" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "register_item" (
    "id" SERIAL NOT NULL,
    "field" VARCHAR(50) NOT NULL,
    "label" VARCHAR(100) NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "data_type" VARCHAR(2) NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "def_value" VARCHAR(255),
    "opt_value" VARCHAR(1000),
    "size" VARCHAR(20),
    "rows" VARCHAR(3),
    "cols" VARCHAR(3),
    "help" VARCHAR(255),
    "help_position" VARCHAR(1) NOT NULL DEFAULT '2',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "register_item_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "register_item_field_key" ON "register_item"("field");

-- CreateIndex
CREATE INDEX "register_item_priority_idx" ON "register_item"("priority");

