import { test } from "@playwright/test";
import pg from "pg";
import { serverFor } from "./servers.ts";

/** Runs fixture SQL against the database of the current worker's server (support/servers.ts). */
export async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverFor(test.info().parallelIndex).databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
