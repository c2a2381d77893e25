import { SERVER_NODE_FLAGS } from "@suyuan/api/server-node-flags";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// Normally the checkout's own build; E2E_SERVER_ENTRY / E2E_WEB_DIST_DIR run the browser tests
// against another build (for example one made elsewhere while this checkout is being rebuilt).
const serverEntry = process.env.E2E_SERVER_ENTRY ?? "apps/api/dist/server.js";
const webDistDir = process.env.E2E_WEB_DIST_DIR;

/**
 * The specs insert fixture rows (a second site, a restricted role, an idle session) straight into
 * PostgreSQL. The root runner passes E2E_DATABASE_URL; run alone, we start a throwaway cluster once
 * in the runner process (workers inherit the variable and skip this).
 */
if (!process.env.E2E_DATABASE_URL) {
  const { startTempCluster } = await import("@suyuan/pg-cluster");
  const cluster = await startTempCluster();
  process.env.E2E_DATABASE_URL = cluster.url;
  process.on("exit", () => cluster.stop());
}

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "zh-CN",
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
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
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} ${serverEntry}`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "suyuan-e2e-")),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
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
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  },
});
