// Drives the built origin client in Chromium as an administrator would: sign in, the dashboard,
// 新增内容 with a channel chosen and 提交, and a channel saved through the client's own request
// module (its channel pages are stubs that never call channel/save). Every step collects what went
// wrong meanwhile: calls answering a non-2xx status or an error code, the client's error toasts,
// and script errors.
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

// The codes the client's request module lets through without a toast (src/utils/request.js).
const PASSING_CODES = new Set(["200", "301", "304"]);

function chromiumPath() {
  for (const candidate of ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"])
    if (existsSync(candidate)) return candidate;
  return undefined; // Playwright's own download, when installed
}

function watch(page, baseUrl) {
  const problems = [];
  // The client loads a few scripts from other hosts (a CAPTCHA widget, statistics); only its own
  // origin matters here. A failed load is reported by the console too: the response is enough.
  page.on("requestfailed", (request) => {
    // ERR_ABORTED: a navigation cancelled the call, which says nothing of the answer.
    const reason = request.failure()?.errorText ?? "";
    if (request.url().startsWith(baseUrl) && reason !== "net::ERR_ABORTED")
      problems.push(`${request.url()} failed: ${reason}`);
  });
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/")) return;
    if (response.status() < 200 || response.status() > 299) {
      problems.push(`${url.pathname} answered HTTP ${response.status()}`);
      return;
    }
    const envelope = await response.json().catch(() => null);
    if (envelope && typeof envelope.code === "string" && !PASSING_CODES.has(envelope.code))
      problems.push(`${url.pathname} answered ${envelope.code}:${envelope.message}`);
  });
  page.on("pageerror", (error) => problems.push(`script error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

async function errorToasts(page) {
  return page.locator(".el-message--error").allTextContents();
}

/** Runs a step; resolves to `{ name, ok, details }`, the problems recorded while it ran included. */
async function step(name, page, problems, body, screenshotDir) {
  const before = problems.length;
  let details = [];
  try {
    details = (await body()) ?? [];
  } catch (error) {
    details = [`stopped: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`];
  }
  await page.waitForTimeout(500);
  const toasts = (await errorToasts(page)).map((text) => `toast: ${text.trim()}`);
  const found = [...details, ...problems.slice(before), ...toasts];
  if (found.length > 0 && screenshotDir) {
    const file = path.join(screenshotDir, `${name.replace(/\W+/g, "-")}.png`);
    await page.screenshot({ path: file }).then(
      () => found.push(`screenshot: ${file}`),
      () => {},
    );
  }
  return { name, ok: found.length === 0, details: [...new Set(found)] };
}

/** Calls the API through the client's own axios instance (signing, session and site included). */
function clientCall(page, apiName, fields) {
  return page.evaluate(
    ([name, data]) => {
      const app = document.querySelector("#app").__vue__;
      return app.$axios.post(app.$api[name], data);
    },
    [apiName, fields],
  );
}

async function signIn(page, baseUrl, { username, password }) {
  await page.goto(`${baseUrl}/login`);
  const user = page.getByPlaceholder("请输入手机号/邮箱/用户名");
  await user.fill(username);
  await page.getByPlaceholder("密码").fill(password);
  await page.locator(".land-form-btn button").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 20_000 });
  const sessionKey = await page.evaluate(() => localStorage.getItem("sessionKey"));
  return sessionKey ? [] : ["no sessionKey after signing in"];
}

async function dashboard(page, baseUrl) {
  const statistic = page.waitForResponse((response) => response.url().endsWith("/api/admin/global/statistic"));
  await page.goto(`${baseUrl}/work`);
  const answer = await (await statistic).json();
  // The figures count up over 3 s (vue-count-to).
  await page.waitForTimeout(4000);
  const shown = (await page.locator(".inf-card_1 .inf-card-num").first().textContent())?.trim() ?? "";
  const expected = answer?.body?.contentTotal;
  if (typeof expected !== "number") return ["global/statistic has no contentTotal"];
  if (Number(shown.replace(/,/g, "")) !== expected) return [`文章总数 shows "${shown}", expected ${expected}`];
  return [];
}

async function saveArticle(page, baseUrl, title) {
  await page.goto(`${baseUrl}/content/list`);
  await page.getByRole("button", { name: "发布内容" }).hover();
  await page.locator(".el-dropdown-menu__item:visible").first().click();
  await page.waitForURL((url) => url.pathname === "/content/add");
  // The channel cascader: the first channel with children, then its first leaf.
  await page.locator(".el-cascader").first().click();
  await page
    .locator(".el-cascader-menu")
    .first()
    .locator(".el-cascader-node:has(.el-cascader-node__postfix)")
    .first()
    .click();
  await page.locator(".el-cascader-menu").nth(1).locator(".el-cascader-node").first().click();
  await page.locator(".el-form-item:has(> .el-form-item__label:text-is('标题')) input").first().fill(title);
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/admin/content/save"));
  await page.getByRole("button", { name: "提交", exact: true }).click();
  const envelope = await (await saved).json();
  if (envelope.code !== "200") return [`content/save answered ${envelope.code}:${envelope.message}`];
  await page.waitForURL((url) => url.pathname === "/content/list", { timeout: 10_000 });
  await page.getByText(title).first().waitFor({ timeout: 10_000 });
  return [];
}

async function saveChannel(page, baseUrl, name) {
  await page.goto(`${baseUrl}/channel/list`);
  await page.locator(".el-tree").first().waitFor();
  const models = await clientCall(page, "modelList", { containDisabled: false, hasContent: true });
  const modelId = models?.body?.[0]?.id ?? 1;
  const path = `origin${Date.now().toString(36)}`;
  const saved = await clientCall(page, "channelSave", { name, path, modelId });
  if (saved?.code !== "200" || typeof saved?.body?.id !== "number")
    return [`channel/save answered ${saved?.code}:${saved?.message}`];
  await page.reload();
  await page.locator(".el-tree").getByText(name, { exact: true }).first().waitFor({ timeout: 10_000 });
  return [];
}

/** Runs every step in order (a step after a failed sign-in still runs, and fails on its own). */
export async function driveClient({ baseUrl, username, password, screenshotDir }) {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
    const problems = watch(page, baseUrl);
    const suffix = Date.now().toString(36);
    return [
      await step("sign in", page, problems, () => signIn(page, baseUrl, { username, password }), screenshotDir),
      await step("dashboard", page, problems, () => dashboard(page, baseUrl), screenshotDir),
      await step(
        "article save",
        page,
        problems,
        () => saveArticle(page, baseUrl, `原版客户端文章${suffix}`),
        screenshotDir,
      ),
      await step(
        "channel save",
        page,
        problems,
        () => saveChannel(page, baseUrl, `原版客户端栏目${suffix}`),
        screenshotDir,
      ),
    ];
  } finally {
    await browser.close();
  }
}
