import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";
import { saveScreenshot, sideMenu, expectToast } from "./support/ui.ts";

test.describe("permission tree", () => {
  test("renaming a node in /auth renames the menu entry", async ({ page }) => {
    try {
      await loginAsAdmin(page, "/auth/list");
      await expect(rowWith(page, "/log/list").first()).toBeVisible();
      await saveScreenshot(page, "system-auth-list");
      await page.getByRole("link", { name: "编辑 日志管理" }).click();
      await expect(page).toHaveURL(/\/auth\/update\?id=\d+/);
      // The list (whose filters share these labels) stays until the form has loaded.
      await expect(page.getByRole("button", { name: "保存" })).toBeVisible();
      await page.getByLabel(/^名称/).fill("审计日志");
      await saveScreenshot(page, "system-auth-edit");
      await page.getByRole("button", { name: "保存" }).click();
      await expectToast(page, "权限已更新");
      await expect(page).toHaveURL(/\/auth\/list/);
      const menu = sideMenu(page);
      await expect(menu.getByRole("link", { name: "审计日志" })).toBeVisible();

      // Put it back for the other specs.
      await page.getByRole("link", { name: "编辑 审计日志" }).click();
      await expect(page.getByRole("button", { name: "保存" })).toBeVisible();
      await page.getByLabel(/^名称/).fill("日志管理");
      await page.getByRole("button", { name: "保存" }).click();
      await expect(menu.getByRole("link", { name: "日志管理" })).toBeVisible();
    } finally {
      // Other specs look for 日志管理: put it back even when a step above failed.
      await withDb((db) => db.query(`UPDATE permission_node SET name = '日志管理' WHERE key = '/log/list'`));
    }
  });
});
