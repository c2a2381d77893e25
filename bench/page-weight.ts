// Benchmark: what each top-level page of the web app weighs, measured as a browser loads it. The
// built API serves the built web app (its own process, a throwaway embedded database); Chromium
// opens every page in a fresh context (empty cache) and records each JS and CSS file the page
// fetches until the network is idle: the entry, its static imports and the route's lazy chunks,
// exactly as the router requests them. Sizes are the files' bytes and their gzip (level 9).
// Pages: /login, the signed-in home (/ → /work) and the first list page of every menu group of
// the route registry that has a page, opened as the seeded super-administrator.
// Exits 1 when /login is over the limit, so it can guard the first page's weight.
//   npm run build && npm run page-weight -w @suyuan/bench
//   (LIMIT_KB=250 FILES=1 to list each page's files, PORT=4341, WEB_DIST_DIR=…, SERVER_ENTRY=…, CHROMIUM=…)
import { ROUTE_GROUPS, ROUTES } from "@suyuan/contracts/permissions/route-registry";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "playwright-core";

const LIMIT_KB = Number(process.env.LIMIT_KB ?? 250);
const LIST_FILES = process.env.FILES === "1";
const PORT = Number(process.env.PORT ?? 4341);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "admin", password: "Bench-admin-pass1!" };
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
// Either may point at a copy of a build (others may rebuild the checkout's dist meanwhile).
const webDist = process.env.WEB_DIST_DIR ?? repo("apps/web/dist");
const serverEntry = process.env.SERVER_ENTRY ?? repo("apps/api/dist/server.js");

for (const [what, path] of [
  ["web app", join(webDist, "index.html")],
  ["API server", serverEntry],
] as const)
  if (!existsSync(path)) {
    console.error(
      `No built ${what} at ${path}. Build first: npm run build (or npm run build -w @suyuan/web / -w @suyuan/api).`,
    );
    process.exit(2);
  }

type Weight = { count: number; raw: number; gzip: number };
type FileWeight = { path: string; raw: number; gzip: number };
type PageWeight = { route: string; landed: string; files: FileWeight[] } & Weight;

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function total(files: FileWeight[]): Weight {
  return {
    count: files.length,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** The signed-in pages to weigh: the home, then one per menu group (its first list page that exists). */
function signedInRoutes(): string[] {
  const hasPage = (path: string) => existsSync(repo(`apps/web/src/routes/_authed${path.replaceAll("/", ".")}.tsx`));
  const routes = ["/"];
  for (const group of ROUTE_GROUPS) {
    const pages = ROUTES.filter((route) => route.group === group.id && route.menu && hasPage(route.path));
    const first = pages.find((route) => /list$/i.test(route.path)) ?? pages[0];
    if (first) routes.push(first.path);
  }
  return routes;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const taken = await fetch(`${BASE_URL}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already answers on ${BASE_URL}: stop it or set PORT`);
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API server exited with ${server.exitCode}`);
    const up = await fetch(`${BASE_URL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the API server did not answer /healthz within 120 s");
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/** Opens `route` in `context` and weighs every JS and CSS file of this origin it fetched. */
async function weigh(context: BrowserContext, route: string): Promise<PageWeight> {
  const page = await context.newPage();
  // A page that failed (an error at start, a chunk that would not load) weighs less: refuse to
  // report it rather than print a flattering figure.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Read at once: a body is only available while its page lives. A file whose body cannot be read
  // is weighed from the build instead (same bytes), so the sum never silently misses one.
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === BASE_URL && /\.(js|css)$/.test(url.pathname) && !bodies.has(url.pathname))
      bodies.set(
        url.pathname,
        response.body().catch(() => undefined),
      );
  });
  await page.goto(`${BASE_URL}${route}`, { waitUntil: "networkidle" });
  // A slow answer (a busy machine) can leave the page pending past "network idle": wait until the
  // page itself shows (PagePending is the only role=status box), then for the network again.
  await page
    .getByRole("status")
    .and(page.locator('[aria-live="polite"]'))
    .waitFor({ state: "hidden", timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  if (route === "/login") await page.locator('input[type="password"]').waitFor({ timeout: 30_000 });
  if (errors.length > 0) throw new Error(`${route} failed in the browser: ${errors.join("; ")}`);
  const landed = new URL(page.url()).pathname;
  const settled = await Promise.all([...bodies].map(async ([path, body]) => [path, await body] as const));
  await page.close();
  const files: FileWeight[] = [];
  for (const [path, body] of settled) {
    const bytes = body ?? readFileSync(join(webDist, path));
    files.push({ path, raw: bytes.length, gzip: gzipSize(bytes) });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { route, landed, files, ...total(files) };
}

async function signIn(browser: Browser) {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel("用户名", { exact: true }).fill(ADMIN.username);
  await page.getByLabel("密码", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("密码", { exact: true }).press("Enter");
  await page.waitForURL(/\/work$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

function allJs(): Weight {
  const assets = join(webDist, "assets");
  const files = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      return { path: name, raw: bytes.length, gzip: gzipSize(bytes) };
    });
  return total(files);
}

function printTable(pages: PageWeight[]) {
  const width = Math.max(...pages.map((page) => page.route.length + page.landed.length + 3));
  console.log(`${"page".padEnd(width)}  files    raw kB   gzip kB`);
  for (const page of pages) {
    const name = page.landed === page.route ? page.route : `${page.route} → ${page.landed}`;
    console.log(
      `${name.padEnd(width)}  ${String(page.count).padStart(5)}  ${kb(page.raw).padStart(8)}  ${kb(page.gzip).padStart(8)}`,
    );
    if (LIST_FILES)
      for (const file of page.files)
        console.log(`    ${file.path.padEnd(width + 2)}${kb(file.raw).padStart(8)}  ${kb(file.gzip).padStart(8)}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "suyuan-page-weight-"));
const server = await startServer(dataDir);
// Whatever ends this process, the server it started ends with it.
process.on("exit", () => server.kill("SIGTERM"));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
const pages: PageWeight[] = [];
try {
  // Each page in a fresh context: no file comes from the cache of the page before.
  const anonymous = await browser.newContext({ locale: "zh-CN" });
  pages.push(await weigh(anonymous, "/login"));
  await anonymous.close();
  const signedIn = await signIn(browser);
  const only = process.env.ROUTES?.split(",");
  for (const route of signedInRoutes().filter((path) => !only || only.includes(path))) {
    // A signed-in page that did not fetch its layout showed an error instead (a busy machine can
    // time a request out): weigh it again rather than report the error page's weight.
    for (let attempt = 1; ; attempt++) {
      const context = await browser.newContext({ locale: "zh-CN", storageState: signedIn });
      const weight = await weigh(context, route);
      await context.close();
      if (weight.landed === "/login") throw new Error(`${route} went back to /login: the session did not hold`);
      if (weight.files.some((file) => file.path.includes("/_authed-"))) {
        pages.push(weight);
        break;
      }
      if (attempt === 3)
        throw new Error(
          `${route} did not show its page in 3 attempts (landed on ${weight.landed}; files: ${weight.files.map((file) => file.path).join(", ")})`,
        );
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const login = pages[0]!;
console.log(`Page weight of ${webDist}: JS and CSS files each page loads (gzip level 9)\n`);
printTable(pages);
const js = allJs();
console.log(`\nAll JS of the build: ${js.count} files, ${kb(js.raw)} kB raw, ${kb(js.gzip)} kB gzip`);
console.log(
  `/login share of all JS (gzip): ${((100 * total(login.files.filter((file) => file.path.endsWith(".js"))).gzip) / js.gzip).toFixed(0)}%`,
);
const pass = login.gzip <= LIMIT_KB * 1024;
console.log(`/login ≤ ${LIMIT_KB} kB gz: ${pass ? "PASS" : "FAIL"} (${kb(login.gzip)} kB)`);
process.exitCode = pass ? 0 : 1;
