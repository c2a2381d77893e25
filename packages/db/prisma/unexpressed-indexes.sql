-- Unique rules the Prisma schema cannot declare (partial indexes). Each is created by a migration,
-- written by hand beside Prisma's generated statements; the drift test (tests/system/migrations.test.ts)
-- adds this file to the schema's own SQL, so the migrations must create exactly these too.

-- Exactly one site is the master site.
CREATE UNIQUE INDEX "site_one_master_key" ON "site"("is_master") WHERE "is_master";

-- At most one legacy API account is the default one.
CREATE UNIQUE INDEX "api_account_one_default_key" ON "api_account"("is_default") WHERE "is_default";
