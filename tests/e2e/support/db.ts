import pg from "pg";

/** Runs fixture SQL against the server's database (tests/playwright.config.ts sets the URL). */
export async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set; run through tests/playwright.config.ts");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
