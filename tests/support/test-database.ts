import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { testDbKind, testServerUrl } from "./test-env.ts";

export type TestDatabase = { url: string | null; drop(): Promise<void> };

/** A fresh database on the test PostgreSQL server (empty, or a copy of `template`), dropped afterwards. */
export async function createServerDatabase(template?: string): Promise<TestDatabase & { url: string }> {
  const serverUrl = testServerUrl();
  if (!serverUrl)
    throw new Error("TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts a PostgreSQL server.");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The database for one test file: PGlite in memory, or a fresh database on the server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === "pglite") return { url: null, drop: async () => {} };
  return createServerDatabase();
}

/**
 * The database for one test server: a copy of the run's migrated and seeded template
 * (support/database-template.ts), as PGlite in memory or a new database on the server.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase & { pgliteArchive?: Blob }> {
  const template = inject("databaseTemplate");
  if (template.kind === "postgres") return createServerDatabase(template.name);
  return { url: null, pgliteArchive: new Blob([readFileSync(template.archive)]), drop: async () => {} };
}
