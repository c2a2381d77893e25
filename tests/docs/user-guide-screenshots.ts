// The screenshots of docs/操作手册.md, retaken from the demo data whenever the pages change:
//   npm run docs:screenshots
// It seeds a temporary data directory with `npm run seed:demo`'s script, starts the built server on
// it (the same command as `npm start`), signs in as the administrator in Debian's Chromium at
// 1366×768 and writes docs/images/*.png. Nothing of the developer's own ./data is touched.
/// <reference lib="dom" />
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Locator, type Page } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "@suyuan/api/server-node-flags";
import { freePort } from "@suyuan/pg-cluster";

const root = fileURLToPath(new URL("../..", import.meta.url));
const imagesDir = join(root, "docs", "images");
const serverEntry = join(root, "apps/api/dist/server.js");
const seedScript = join(root, "apps/api/scripts/seed-demo.ts");
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
const ADMIN = { username: "admin", password: "Guide-admin-pass1!" };

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build first (npm run build).`);
const dataDir = mkdtempSync(join(tmpdir(), "suyuan-guide-"));
const env = {
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? tmpdir(),
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "warn",
};

console.log("写入演示数据 / Seeding the demo …");
const seeded = spawnSync(process.execPath, ["--import", "tsx", seedScript], { cwd: root, env, encoding: "utf8" });
if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}\n${seeded.stderr}`);

const port = await freePort();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  cwd: root,
  env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
const baseUrl = `http://127.0.0.1:${port}`;
await new Promise<void>((resolve, reject) => {
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (output.includes("Suyuan is running")) resolve();
  });
  server.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
});

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 768 },
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  mkdirSync(imagesDir, { recursive: true });
  const shoot = async (name: string) => {
    // Fonts, images, the last request and every loading placeholder settle before the picture.
    await page.waitForLoadState("networkidle");
    await page.locator(".mantine-Skeleton-root").first().waitFor({ state: "detached", timeout: 15_000 });
    await page.screenshot({ path: join(imagesDir, `${name}.png`) });
    console.log(`  docs/images/${name}.png`);
  };
  const visible = async (locator: Locator) => {
    await locator.waitFor({ state: "visible", timeout: 15_000 });
    return locator;
  };

  // 登录
  await page.goto("/login");
  await page.getByLabel("用户名", { exact: true }).fill(ADMIN.username);
  await page.getByLabel("密码", { exact: true }).fill(ADMIN.password);
  await shoot("01-login");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(/\/work$/);

  // 工作台
  await visible(page.getByTestId("greeting"));
  await visible(page.getByText("待办事项"));
  await shoot("02-work-bench");

  // 列表：企业列表，按名称查询
  await page.goto("/enterprise/list");
  await visible(page.getByRole("link", { name: /^查看 / }).first());
  await shoot("03-list");
  await page
    .getByLabel(/^企业名称/)
    .first()
    .fill("白茶");
  await page.getByRole("button", { name: "查询" }).click();
  await page.waitForURL(/name=/);
  await visible(page.getByRole("link", { name: /^查看 安吉溪龙白茶/ }));
  await page.getByRole("link", { name: /^查看 安吉天荒坪/ }).waitFor({ state: "detached" });
  await shoot("04-list-search");

  // 导出与列设置
  await page.getByRole("button", { name: /^导出/ }).click();
  await visible(page.getByRole("menuitem").first());
  await shoot("05-export");
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: /显示\/隐藏列|列/ })
    .first()
    .click();
  await visible(page.getByRole("menu").or(page.getByRole("dialog")).first());
  await shoot("06-columns");
  await page.keyboard.press("Escape");

  // 查看与编辑
  await page.getByRole("link", { name: /^查看 安吉溪龙白茶/ }).click();
  await page.waitForURL(/\/enterprise\/view/);
  await visible(page.getByText("溪龙乡黄杜村").first());
  await shoot("07-view");
  await page.goBack();
  await page.getByRole("link", { name: /^编辑 安吉溪龙白茶/ }).click();
  await page.waitForURL(/\/enterprise\/update/);
  await visible(page.getByLabel(/^企业名称/));
  await shoot("08-edit");
  await closeQuietly(page);
} catch (error) {
  // What the page showed when a step failed, for whoever adapts the script to a changed page.
  const pages = browser.contexts().flatMap((context) => context.pages());
  await pages[0]?.screenshot({ path: join(tmpdir(), "user-guide-failure.png") });
  console.error(`failed at ${pages[0]?.url()}; screenshot: ${join(tmpdir(), "user-guide-failure.png")}`);
  throw error;
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Leaves the edit form without saving (nothing of the demo changes between two runs). */
async function closeQuietly(page: Page) {
  await page.goto("about:blank");
}
