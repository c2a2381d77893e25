/**
 * The browser tests' servers: one per Playwright worker, each with its own PostgreSQL database, so
 * two workers never see each other's rows (one renames menu entries, another counts users…).
 * run-tests.mjs passes the lists; tests/playwright.config.ts fills them when run alone.
 *   E2E_DATABASE_URLS  comma-separated database URLs, one per worker (or E2E_DATABASE_URL: one)
 *   E2E_PORTS          comma-separated ports in the same order (or E2E_PORT: one)
 */
export type E2eServer = { baseURL: string; databaseUrl: string; port: number };

const list = (plural: string | undefined, single: string | undefined): string[] =>
  (plural ?? single ?? "").split(",").filter((item) => item !== "");

export function e2eServers(): E2eServer[] {
  const databaseUrls = list(process.env.E2E_DATABASE_URLS, process.env.E2E_DATABASE_URL);
  const ports = list(process.env.E2E_PORTS, process.env.E2E_PORT).map(Number);
  if (databaseUrls.length === 0)
    throw new Error("E2E_DATABASE_URLS is not set; run through tests/playwright.config.ts");
  if (ports.length < databaseUrls.length) throw new Error("E2E_PORTS needs one port per database in E2E_DATABASE_URLS");
  return databaseUrls.map((databaseUrl, index) => {
    const port = ports[index]!;
    return { databaseUrl, port, baseURL: `http://127.0.0.1:${port}` };
  });
}

/** The server of the worker running the current test (Playwright's parallelIndex). */
export function serverFor(parallelIndex: number): E2eServer {
  const servers = e2eServers();
  const server = servers[parallelIndex % servers.length];
  if (!server) throw new Error("No browser test server configured");
  return server;
}
