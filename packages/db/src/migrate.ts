import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SqlExecutor } from "./sql-executor.ts";

/** Prisma's own lock key, so this runner and `prisma migrate deploy` exclude each other. */
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

export type Migration = { name: string; sql: string; checksum: string };

export function defaultMigrationsDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@suyuan/db/package.json")), "prisma", "migrations");
}

export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

// The table exactly as Prisma creates it.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null };

export class MigrationError extends Error {}

/**
 * Applies committed migrations in name order, each in its own transaction, under Prisma's
 * advisory lock so that several processes starting at once apply each migration once.
 * The executor must hold one connection for the whole call (the lock is per session).
 */
export async function runMigrations(db: SqlExecutor, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
  try {
    await db.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await db.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row]));
    const done: string[] = [];
    for (const migration of migrations) {
      const row = applied.get(migration.name);
      if (row) {
        if (!row.finished_at) {
          throw new MigrationError(`Migration ${migration.name} failed earlier and must be resolved by hand.`);
        }
        if (row.checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was changed after it was applied.`);
        }
        continue;
      }
      await db.exec("BEGIN");
      try {
        await db.exec(migration.sql);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
  }
}
