import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@suyuan/pg-cluster";
import { SERVER_NODE_FLAGS } from "@suyuan/api/server-node-flags";
import pg from "pg";
import { ADMIN } from "./accounts.ts";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
const seedScript = join(repoRoot, "apps/api/scripts/seed-demo.ts");

export type DemoServer = { baseURL: string; databaseUrl: string; stop: () => Promise<void> };

/** The server environment of tests/playwright.config.ts (same administrator and keys). */
function serverEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(join(tmpdir(), "suyuan-e2e-demo-")),
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LEGACY_APP_ID: "e2e-app",
    LEGACY_APP_KEY: "e2e-app-key-0123456789abcdef",
    LEGACY_AES_KEY: "e2eAesKey0123456",
    LEGACY_AES_IV: "e2eAesIv01234567",
    LOG_LEVEL: "warn",
    LOGIN_MAX_FAILURES: "50",
    LOGIN_CAPTCHA_AFTER_FAILURES: "40",
    ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
  };
}

async function waitForHealth(baseURL: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the demo server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("the demo server did not answer /healthz in time");
}

/**
 * What a server of its own differs in: the demo rows (`npm run seed:demo`: every list has rows),
 * more environment (test resources and the web built with their pages) and Node flags in place of
 * the production ones.
 */
type OwnServerOptions = { seedDemo: boolean; env?: NodeJS.ProcessEnv; nodeFlags?: readonly string[] };

/**
 * A server of its own over a new database filled by `npm run seed:demo` (the demo county: every
 * list has rows), beside the worker's own server, so the demo rows never change what the other
 * specs count. `databaseUrl` names the worker's database; the new one is made in the same cluster.
 */
export function startDemoServer(workerDatabaseUrl: string, name: string): Promise<DemoServer> {
  return startOwnServer(workerDatabaseUrl, name, { seedDemo: true });
}

/** A server of its own over a new database of the worker's cluster (see startDemoServer). */
export async function startOwnServer(
  workerDatabaseUrl: string,
  name: string,
  options: OwnServerOptions,
): Promise<DemoServer> {
  const admin = new pg.Client({ connectionString: workerDatabaseUrl });
  await admin.connect();
  const database = `${name}_${process.pid}_${Date.now() % 1_000_000}`;
  try {
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(workerDatabaseUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();

  const port = await freePort();
  const env = { ...serverEnv(databaseUrl, port), ...options.env };
  if (options.seedDemo) {
    const seeded = spawnSync("npx", ["tsx", seedScript], { cwd: repoRoot, encoding: "utf8", env });
    if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr}`);
  }

  const server = spawn("node", [...(options.nodeFlags ?? SERVER_NODE_FLAGS), "apps/api/dist/server.js"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, 60_000);
  return {
    baseURL,
    databaseUrl,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((done) => server.once("exit", done));
        server.kill("SIGTERM");
        await exited;
      }
      const cleanup = new pg.Client({ connectionString: workerDatabaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
