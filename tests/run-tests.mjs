// `npm test`: every test, on both databases, then one closing line "N passed, N failed".
//   1. unit + integration + system tests on the embedded database (PGlite)
//   2. integration tests again on a PostgreSQL server
//   3. web component tests (jsdom)
//   4. browser tests (Playwright, Debian's Chromium) against the built server
// A PostgreSQL server is taken from TEST_DATABASE_URL or started for the run from Debian's binaries.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort, startTempCluster } from "@suyuan/pg-cluster";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const work = mkdtempSync(join(tmpdir(), "suyuan-test-run-"));
const totals = { passed: 0, failed: 0 };
const stages = [];
// CI shows only the end of the output: the closing lines name every failure again.
const failures = [];

function run(label, command, args, env, reportFile, countReport, listFailures) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  let counts = { passed: 0, failed: 0 };
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    counts = countReport(report);
    for (const failure of listFailures(report)) failures.push(`${label}: ${failure}`);
  }
  // A runner that crashed before reporting counts as a failure.
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  stages.push(`${label}: ${counts.passed} passed, ${counts.failed} failed`);
}

/** The first line of an error message, cut to a readable length. */
const firstLine = (text) =>
  String(text ?? "")
    .replace(/\x1b\[[0-9;]*m/g, "")
    .trim()
    .split("\n")[0]
    .slice(0, 300);
const inRepo = (file) => String(file ?? "").replace(`${root}/`, "");

function vitestFailures(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      found.push(`${inRepo(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (import, beforeAll, afterAll).
    if (file.status === "failed" && failed.length === 0) found.push(`${inRepo(file.name)}: ${firstLine(file.message)}`);
  }
  return found;
}

function playwrightFailures(report) {
  const found = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const bad = (test.results ?? []).find((result) => result.status !== "passed" && result.status !== "skipped");
        if (bad)
          found.push(
            `tests/e2e/${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}: ${firstLine(bad.error?.message)}`,
          );
      }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) found.push(firstLine(error.message));
  return found;
}

const vitestCounts = (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0),
});
const playwrightCounts = (report) => ({
  passed: report.stats?.expected ?? 0,
  failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
});

function vitest(label, config, filters, env) {
  const report = join(work, `${label.replace(/\W+/g, "-")}.json`);
  run(
    label,
    "npx",
    [
      "vitest",
      "run",
      "--config",
      config,
      ...filters,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
    report,
    vitestCounts,
    vitestFailures,
  );
}

async function createDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const cluster = process.env.TEST_DATABASE_URL ? null : await startTempCluster();
const serverUrl = process.env.TEST_DATABASE_URL ?? cluster.url;
try {
  const testsConfig = join(here, "vitest.config.ts");
  vitest("unit, integration and system tests on PGlite", testsConfig, ["unit", "integration", "system"], {
    TEST_DB_KIND: "pglite",
    TEST_DATABASE_URL: serverUrl,
  });
  vitest("integration tests on PostgreSQL", testsConfig, ["integration"], {
    TEST_DB_KIND: "postgres",
    TEST_DATABASE_URL: serverUrl,
  });

  const webConfig = join(root, "apps", "web", "vitest.config.ts");
  if (existsSync(webConfig)) vitest("web component tests", webConfig, [], {});

  const playwrightConfig = join(here, "playwright.config.ts");
  if (existsSync(playwrightConfig)) {
    const report = join(work, "playwright.json");
    run(
      "browser tests (Chromium)",
      "npx",
      ["playwright", "test", "--config", playwrightConfig, "--reporter=list,json"],
      {
        // One worker: on two cores a second worker (own server and database, tests/e2e/support/servers.ts)
        // made each test about twice as slow and several miss their waits, for no shorter stage.
        E2E_DATABASE_URLS: await createDatabase(serverUrl, "suyuan_e2e_1"),
        E2E_PORTS: String(await freePort()),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
      report,
      playwrightCounts,
      playwrightFailures,
    );
  }
} finally {
  cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((line) => `- ${line}`).join("\n")}\n`);
process.stdout.write(`\n${stages.join("\n")}\n\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed === 0 ? 0 : 1);
