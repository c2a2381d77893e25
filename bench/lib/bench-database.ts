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

/** Opens the database `env` describes, migrated and seeded as on a first start; the caller closes it. */
export async function openWithFirstStartData(env: Record<string, string>): Promise<void> {
  const config = loadConfig(env);
  await openDatabase(config.database);
  await ensureFirstStartData(config);
}
