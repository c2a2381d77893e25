import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { readMigrations, runMigrations, MigrationError } from "@suyuan/db/migrate";
import { pgClientExecutor, pgliteExecutor, type SqlExecutor } from "@suyuan/db/sql-executor";
import pg from "pg";
import { describe, expect, it } from "vitest";
// The migration-authoring tool (Prisma 6.19's JS engine), the same code `npm run db:migration` uses.
import { migrateDiff, readSchema, schemaPath } from "../../tools/prisma-migrate/diff.mjs";
import { createServerDatabase } from "../support/test-database.ts";
import { testServerUrl } from "../support/test-env.ts";

/** Everything about the public schema that a migration decides, in a comparable form. */
async function describeSchema(db: SqlExecutor) {
  const columns = await db.query(`
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
    ORDER BY table_name, column_name`);
  const indexes = await db.query(`
    SELECT tablename, indexname, indexdef FROM pg_indexes
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename, indexname`);
  const constraints = await db.query(`
    SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'
    ORDER BY 1, 2`);
  return { columns, indexes, constraints };
}

describe("migrations", () => {
  it("reproduce the Prisma schema exactly (no drift)", async () => {
    const serverUrl = testServerUrl();
    if (!serverUrl) throw new Error("TEST_DATABASE_URL is required (npm test provides it)");
    // What Prisma would create for schema.prisma from nothing...
    const expectedSql = migrateDiff({ fromSchema: null, toSchema: readSchema(), databaseUrl: serverUrl });
    const fromSchema = new PGlite();
    await fromSchema.exec(expectedSql);
    // ...plus the partial unique indexes the schema cannot declare (written by hand in a migration)...
    await fromSchema.exec(readFileSync(join(dirname(schemaPath), "unexpressed-indexes.sql"), "utf8"));
    // ...against what the committed migrations create.
    const fromMigrations = new PGlite();
    await runMigrations(pgliteExecutor(fromMigrations));
    const expected = await describeSchema(pgliteExecutor(fromSchema));
    const actual = await describeSchema(pgliteExecutor(fromMigrations));
    expect(actual.columns.length).toBeGreaterThan(20);
    expect(actual).toEqual(expected);
    await fromSchema.close();
    await fromMigrations.close();
  });

  it("record each migration in Prisma's own table format, once", async () => {
    const db = new PGlite();
    const executor = pgliteExecutor(db);
    const applied = await runMigrations(executor);
    expect(applied).toEqual(readMigrations().map((migration) => migration.name));
    expect(await runMigrations(executor)).toEqual([]);
    const rows = await executor.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.migration_name)).toEqual(applied);
    for (const row of rows) {
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    await db.close();
  });

  it("refuse a migration changed after it was applied, and roll back a failing one", async () => {
    const db = new PGlite();
    const executor = pgliteExecutor(db);
    const migrations = readMigrations();
    await runMigrations(executor, migrations);
    const edited = migrations.map((migration, index) =>
      index === 0 ? { ...migration, checksum: "0".repeat(64) } : migration,
    );
    await expect(runMigrations(executor, edited)).rejects.toThrow(MigrationError);
    const broken = {
      name: "99999999999999_broken",
      sql: "CREATE TABLE half_done (id int); SELECT no_such_function();",
      checksum: "f".repeat(64),
    };
    await expect(runMigrations(executor, [...migrations, broken])).rejects.toThrow(/99999999999999_broken/);
    const [table] = await executor.query<{ exists: boolean }>(
      `SELECT to_regclass('public.half_done') IS NOT NULL AS exists`,
    );
    expect(table?.exists).toBe(false);
    await db.close();
  });

  it("resolve duplicates written before a unique rule became a constraint, instead of failing", async () => {
    const db = new PGlite();
    const executor = pgliteExecutor(db);
    const migrations = readMigrations();
    const uniqueRules = migrations.findIndex((migration) => migration.name.endsWith("_unique_rules"));
    await runMigrations(executor, migrations.slice(0, uniqueRules));
    // What parallel saves could leave behind: copies of a custom and of a built-in role's name
    // (beside a role already called "质检员 (2)"), and two master sites and default accounts.
    await db.exec(`
      INSERT INTO role (key, name) VALUES ('super-admin', '超级管理员'), (NULL, '超级管理员'),
        (NULL, '质检员'), (NULL, '质检员 (2)'), (NULL, '质检员'), (NULL, '质检员');
      INSERT INTO site (name, is_master) VALUES ('甲', true), ('乙', true), ('丙', false);
      INSERT INTO api_account (app_id, app_key, aes_key, iv_key, is_default)
        VALUES ('a', 'k', 'k', 'k', true), ('b', 'k', 'k', 'k', true);`);
    expect(await runMigrations(executor, migrations)).toEqual(migrations.slice(uniqueRules).map((m) => m.name));
    const roles = await executor.query<{ key: string | null; name: string }>(`SELECT key, name FROM role ORDER BY id`);
    expect(roles).toEqual([
      { key: "super-admin", name: "超级管理员" },
      { key: null, name: "超级管理员 (2)" },
      { key: null, name: "质检员" },
      { key: null, name: "质检员 (2)" },
      { key: null, name: "质检员 (3)" },
      { key: null, name: "质检员 (4)" },
    ]);
    const masters = await executor.query<{ name: string }>(`SELECT name FROM site WHERE is_master`);
    expect(masters).toEqual([{ name: "甲" }]);
    const defaults = await executor.query<{ app_id: string }>(`SELECT app_id FROM api_account WHERE is_default`);
    expect(defaults).toEqual([{ app_id: "a" }]);
    await expect(db.exec(`INSERT INTO role (name) VALUES ('质检员')`)).rejects.toThrow(/role_name_key/);
    await expect(db.exec(`UPDATE site SET is_master = true`)).rejects.toThrow(/site_one_master_key/);
    await expect(db.exec(`UPDATE api_account SET is_default = true`)).rejects.toThrow(/api_account_one_default_key/);
    await db.close();
  });

  it("are applied once when several processes start together on one PostgreSQL database", async () => {
    const database = await createServerDatabase();
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        return client;
      }),
    );
    try {
      const results = await Promise.all(clients.map((client) => runMigrations(pgClientExecutor(client))));
      expect(results.flat()).toEqual(readMigrations().map((migration) => migration.name));
      const [count] = await pgClientExecutor(clients[0] as pg.Client).query<{ n: string }>(
        `SELECT count(*)::text AS n FROM "_prisma_migrations"`,
      );
      expect(Number(count?.n)).toBe(readMigrations().length);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
      await database.drop();
    }
  });
});
