import { loadConfig } from "@suyuan/api/env";
import { ensureFirstStartData } from "@suyuan/api/services/bootstrap/first-start";
import { openDatabase } from "@suyuan/db/client";
import { startTempCluster } from "@suyuan/pg-cluster";
import pg from "pg";

/** Drops and creates database `name` on the server at `serverUrl`; returns the new database's URL. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database `name` on BENCH_DATABASE_URL's server, or on a throwaway local cluster. */
export async function startBenchDatabase(name: string) {
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startTempCluster();
  const databaseUrl = await recreateDatabase(process.env.BENCH_DATABASE_URL ?? cluster?.url ?? "", name);
  return { cluster, databaseUrl };
}

/**
 * Database `name` for a bench whose fill is described by `fill` (its kind and sizes). With
 * REUSE_FILL=1 and BENCH_DATABASE_URL, a database an earlier run filled alike is kept (`filled`:
 * true; the server applies any newer migrations when it starts), which spares a large fill between
 * runs; otherwise as startBenchDatabase. After filling, call `markFilled`.
 */
export async function startReusableBenchDatabase(name: string, fill: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (process.env.REUSE_FILL === "1" && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const kept = await admin.query<{ fill: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS fill FROM pg_database WHERE datname = $1",
      [name],
    );
    await admin.end();
    if (kept.rows[0]?.fill === fill) {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { cluster: null, databaseUrl: url.toString(), filled: true, markFilled: async () => {} };
    }
  }
  const { cluster, databaseUrl } = await startBenchDatabase(name);
  const markFilled = async () => {
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query(`COMMENT ON DATABASE ${name} IS ${pg.escapeLiteral(fill)}`);
    await sql.end();
  };
  return { cluster, databaseUrl, filled: false, markFilled };
}

/** Opens the database `env` describes, migrated and seeded as on a first start; the caller closes it. */
export async function openWithFirstStartData(env: Record<string, string>): Promise<void> {
  const config = loadConfig(env);
  await openDatabase(config.database);
  await ensureFirstStartData(config);
}
