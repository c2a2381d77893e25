/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expect, test } from "./support/test.ts";
import { ADMIN, GOOD_PASSWORD, registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { withDb } from "./support/db.ts";
import { localItem, signIn, toast } from "./support/ui.ts";

test.describe("site switch and session end", () => {
  test("switching site stores _site_id_param, reloads, and later calls carry the site", async ({ page }) => {
    const siteName = `第二站点-${Date.now()}`;
    const siteId = await withDb(async (db) => {
      const result = await db.query<{ id: number }>(
        "INSERT INTO site (name, is_master) VALUES ($1, false) RETURNING id",
        [siteName],
      );
      return result.rows[0]!.id;
    });
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole("button", { name: /当前站点: / }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "溯源管理平台" })).toBeVisible();
    const carriesSite = page.waitForRequest(
      (request) => request.url().includes("/trpc/auth.getMe") && request.headers()["x-suyuan-site"] === String(siteId),
    );
    const reloaded = page.waitForEvent("load");
    await menu.getByRole("menuitem", { name: siteName }).click();
    await reloaded;
    await carriesSite;
    // Spec section 4: switching goes to the project list of the new site.
    await expect(page).toHaveURL(/\/project\/list$/);
    expect(await localItem(page, "_site_id_param")).toBe(String(siteId));
    await expect(page.getByRole("button", { name: `当前站点: ${siteName}` })).toBeVisible();
    await page.goto("/work");
    await expect(page.getByText(`当前站点：${siteName}`)).toBeVisible();
  });

  test("a stored site the user may not use is forgotten instead of locking them out", async ({ page, request }) => {
    const mobile = uniqueMobile();
    await registerViaApi(request, mobile);
    await signIn(page, mobile, GOOD_PASSWORD);
    await page.evaluate(() => window.localStorage.setItem("_site_id_param", "999999"));
    await page.reload();
    await expect(page.getByTestId("greeting")).toContainText(mobile);
    await expect(page.getByRole("button", { name: "当前站点: 溯源管理平台" })).toBeVisible();
    expect(await localItem(page, "_site_id_param")).toBeNull();
  });

  test("an idle timeout (code 3) shows the code and message, then goes to /login", async ({ page, request }) => {
    const mobile = uniqueMobile();
    await registerViaApi(request, mobile);
    await signIn(page, mobile, GOOD_PASSWORD);
    await withDb((db) =>
      db.query(
        `UPDATE session SET last_seen_at = now() - interval '2 days'
         WHERE revoked_at IS NULL AND user_id = (SELECT id FROM app_user WHERE username = $1)`,
        [mobile],
      ),
    );
    await page.reload();
    await expect(toast(page, /^3: /)).toContainText("长时间未操作");
    await expect(page).toHaveURL(/\/login$/);
    expect(await localItem(page, "sessionKey")).toBeNull();
  });
});
