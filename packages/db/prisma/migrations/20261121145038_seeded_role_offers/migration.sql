-- AlterTable
ALTER TABLE "role" ADD COLUMN     "offered_perms" TEXT[] DEFAULT ARRAY[]::TEXT[];


-- Everything a seeded role holds today counts as offered: later releases add only newer keys.
UPDATE "role" SET "offered_perms" = "perms" WHERE "key" IS NOT NULL;
