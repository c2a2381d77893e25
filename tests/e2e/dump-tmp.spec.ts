import { test } from "./support/test.ts";
import { signIn } from "./support/ui.ts";
import { ADMIN } from "./support/accounts.ts";
test("dump", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: process.env.E2E_DEMO_BASE_URL, viewport: { width: 1366, height: 768 }, locale: "zh-CN" });
  const page = await context.newPage();
  await signIn(page, ADMIN.username, ADMIN.password);
  for (const path of (process.env.PATHS ?? "").split(",")) {
    await page.goto(path);
    await page.waitForTimeout(4000);
    const info = await page.evaluate(() => [...document.querySelectorAll("table")].map((t) => [...t.querySelectorAll("thead th")].map((th) => JSON.stringify(th.textContent)).join(" | ") + " rows=" + t.querySelectorAll("tbody tr").length));
    console.log(path, JSON.stringify(info));
    await page.screenshot({ path: `/tmp/pl-${path.replace(/\//g, "_")}.png` });
  }
});
