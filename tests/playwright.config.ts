import { SERVER_NODE_FLAGS } from "@suyuan/api/server-node-flags";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { e2eServers } from "./e2e/support/servers.ts";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
// Normally the checkout's own build; E2E_SERVER_ENTRY / E2E_WEB_DIST_DIR run the browser tests
// against another build (for example one made elsewhere while this checkout is being rebuilt).
const serverEntry = process.env.E2E_SERVER_ENTRY ?? "apps/api/dist/server.js";
const webDistDir = process.env.E2E_WEB_DIST_DIR;
/**
 * Workers when run alone (E2E_WORKERS; run-tests.mjs passes one database and port per worker
 * instead). One by default: on two cores a second worker doubled each test's time.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
/**
 * Debian's chromium-headless-shell when installed: the same engine without the full browser's
 * windowing, which took about a fifth less CPU over the same specs (most of this stage's time is
 * Chromium's). E2E_CHROMIUM picks another binary.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

/**
 * One server per worker, each on its own PostgreSQL database (support/servers.ts). The specs also
 * insert fixture rows (a second site, a restricted role, an idle session) straight into it. Run
 * alone, we start a throwaway cluster once in the runner process with a database and a port per
 * worker; workers inherit the variables and skip this.
 */
if (!process.env.E2E_DATABASE_URLS && !process.env.E2E_DATABASE_URL) {
  const { freePort, startTempCluster } = await import("@suyuan/pg-cluster");
  const pg = (await import("pg")).default;
  const cluster = await startTempCluster();
  process.on("exit", () => cluster.stop());
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const urls: string[] = [];
  for (let worker = 1; worker <= WORKERS; worker++) {
    await admin.query(`CREATE DATABASE suyuan_e2e_${worker}`);
    const url = new URL(cluster.url);
    url.pathname = `/suyuan_e2e_${worker}`;
    urls.push(url.toString());
  }
  await admin.end();
  process.env.E2E_DATABASE_URLS = urls.join(",");
  if (!process.env.E2E_PORTS && !process.env.E2E_PORT) {
    const ports = new Set<number>();
    while (ports.size < urls.length) ports.add(await freePort());
    process.env.E2E_PORTS = [...ports].join(",");
  }
}
const servers = e2eServers();

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  // Each worker has its own server and database (see above).
  workers: servers.length,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // No baseURL here: support/test.ts gives each worker its own server's (a value here would win).
    locale: "zh-CN",
    viewport: { width: 1280, height: 800 },
    // The theme respects it: no transitions to render or to wait for.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: servers.map((server) => ({
    command: `node ${SERVER_NODE_FLAGS.join(" ")} ${serverEntry}`,
    cwd: repoRoot,
    url: `${server.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(server.port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "suyuan-e2e-")),
      DATABASE_URL: server.databaseUrl,
      // Same values as tests/e2e/support/accounts.ts.
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "E2e-admin-pass1!",
      LEGACY_APP_ID: "e2e-app",
      LEGACY_APP_KEY: "e2e-app-key-0123456789abcdef",
      LEGACY_AES_KEY: "e2eAesKey0123456",
      LEGACY_AES_IV: "e2eAesIv01234567",
      LOG_LEVEL: "warn",
      // Every spec logs in several users from one address; the throttle is tested by the API suite.
      LOGIN_MAX_FAILURES: "50",
      LOGIN_CAPTCHA_AFTER_FAILURES: "40",
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  })),
});
