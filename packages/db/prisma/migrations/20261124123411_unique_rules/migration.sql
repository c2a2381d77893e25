-- Unique rules the services checked before writing, now database constraints, so that parallel
-- requests cannot both pass the check. A database written before this migration may already hold
-- duplicates made that way: they are resolved first, so the migration never fails half-way.

-- Roles sharing a name: the first keeps it (a built-in role before any other, then the oldest),
-- each later copy becomes "name (2)", "name (3)", … with the first suffix no role uses yet.
DO $$
DECLARE
  copy RECORD;
  suffix INTEGER;
BEGIN
  FOR copy IN
    SELECT id, name FROM (
      SELECT id, name, row_number() OVER (PARTITION BY name ORDER BY key IS NULL, id) AS position FROM "role"
    ) AS ranked
    WHERE position > 1
    ORDER BY id
  LOOP
    suffix := 2;
    WHILE EXISTS (SELECT 1 FROM "role" WHERE name = copy.name || ' (' || suffix || ')') LOOP
      suffix := suffix + 1;
    END LOOP;
    UPDATE "role" SET name = copy.name || ' (' || suffix || ')', updated_at = CURRENT_TIMESTAMP WHERE id = copy.id;
  END LOOP;
END $$;

-- CreateIndex
CREATE UNIQUE INDEX "role_name_key" ON "role"("name");

-- Partial unique indexes Prisma cannot declare (also listed in prisma/unexpressed-indexes.sql).
-- Only first start writes these flags, under an advisory lock; should two be set, the oldest keeps it.
UPDATE "site" SET is_master = false WHERE is_master AND id <> (SELECT min(id) FROM "site" WHERE is_master);
CREATE UNIQUE INDEX "site_one_master_key" ON "site"("is_master") WHERE "is_master";

UPDATE "api_account" SET is_default = false
WHERE is_default AND id <> (SELECT min(id) FROM "api_account" WHERE is_default);
CREATE UNIQUE INDEX "api_account_one_default_key" ON "api_account"("is_default") WHERE "is_default";
