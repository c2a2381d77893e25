#!/usr/bin/env node
// Runs the origin's own admin client (Jylzl/jeecmsadmin, Vue 2), built unmodified, against this
// product's server, and prints pass or fail for each step: sign in, dashboard, article save,
// channel save. Not part of `npm test`: it installs the client from the npm registry and takes
// minutes.
//
// Usage: node tools/origin-client/run.mjs <checkout of jeecmsadmin> [options]
//   --work <dir>      where the client is copied and built (default: <tmp>/suyuan-origin-client)
//   --reuse-build     keep an earlier build in --work instead of installing and building again
//   --data-dir <dir>  the server's DATA_DIR (default: a new one in <tmp>, seeded with the demo)
//   --port <n>        our server's port (default 3941); the client is served on the next one
//   --username, --password  who signs in (default: admin, with the password set on the first start
//                     of a new data directory; give --password with --data-dir)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { startClientServer } from "./client-server.mjs";
import { driveClient } from "./drive-client.mjs";
import { clientCredentials, prepareClient } from "./prepare-client.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    work: { type: "string", default: path.join(tmpdir(), "suyuan-origin-client") },
    "reuse-build": { type: "boolean", default: false },
    "data-dir": { type: "string" },
    port: { type: "string", default: "3941" },
    username: { type: "string", default: "admin" },
    password: { type: "string" },
  },
});
if (positionals.length !== 1) {
  console.error(
    "Usage: node tools/origin-client/run.mjs <checkout of jeecmsadmin> [--work dir] [--reuse-build] [--data-dir dir] [--port n]",
  );
  process.exit(2);
}
const checkout = path.resolve(positionals[0]);
const workDir = path.resolve(values.work);
const port = Number(values.port);

function log(line) {
  console.log(`[origin-client] ${line}`);
}

async function waitUntilReady(origin, server) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become ready");
}

if (!(values["reuse-build"] && existsSync(path.join(workDir, "dist", "index.html")))) {
  log(`building the client from ${checkout} in ${workDir}`);
  prepareClient(checkout, workDir);
}
if (!existsSync(path.join(ROOT, "apps", "api", "dist", "server.js"))) {
  log("building the server");
  spawnSync("npx", ["turbo", "run", "build", "--output-logs=errors-only"], { cwd: ROOT, stdio: "inherit" });
}

const credentials = clientCredentials(workDir);
const password = values.password ?? `Origin#${randomBytes(4).toString("hex")}`;
const dataDir = values["data-dir"]
  ? path.resolve(values["data-dir"])
  : mkdtempSync(path.join(tmpdir(), "suyuan-origin-data-"));
const serverEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  ADMIN_PASSWORD: password,
  LEGACY_APP_ID: credentials.appId,
  LEGACY_APP_KEY: credentials.appKey,
  LEGACY_AES_KEY: credentials.aesKey,
  LEGACY_AES_IV: credentials.ivKey,
};
// The administrator's password is set only on the first start; a given data directory keeps its own.
if (!values["data-dir"]) {
  log(`seeding the demo into ${dataDir}`);
  const seeded = spawnSync("npm", ["run", "seed:demo"], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (seeded.status !== 0) throw new Error("npm run seed:demo failed");
}

const apiOrigin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(ROOT, "apps", "api", "dist", "server.js")], {
  cwd: ROOT,
  env: serverEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
let stopClientServer = async () => {};
let failed = true;
try {
  await waitUntilReady(apiOrigin, server);
  stopClientServer = await startClientServer({ distDir: path.join(workDir, "dist"), apiOrigin, port: port + 1 });
  const baseUrl = `http://127.0.0.1:${port + 1}`;
  log(`client at ${baseUrl}, our server at ${apiOrigin}`);
  const results = await driveClient({ baseUrl, username: values.username, password, screenshotDir: workDir });
  for (const result of results) {
    console.log(`${result.ok ? "PASS" : "FAIL"}  ${result.name}`);
    for (const detail of result.details) console.log(`      ${detail}`);
  }
  failed = results.some((result) => !result.ok);
} finally {
  await stopClientServer();
  server.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);
