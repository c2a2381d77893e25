import { expect, test } from "./support/test.ts";
import { GOOD_PASSWORD } from "./support/accounts.ts";
import { createUserViaForm, loginAsAdmin, signedInElsewhere } from "./support/system.ts";
import { saveScreenshot, sideMenu, expectToast } from "./support/ui.ts";

test.describe("roles and the permission tree", () => {
  test("a role with part of the tree gives its user only those menu entries, and 403 elsewhere", async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = Date.now();
    const roleName = `用户查看员-${stamp}`;
    const username = `viewer${stamp}`;
    await loginAsAdmin(page, "/role/save");
    await page.getByLabel(/^角色名称/).fill(roleName);
    const tree = page.getByTestId("permission-tree");
    await tree.getByRole("checkbox", { name: "用户管理", exact: true }).check();
    // The list's add and edit pages sit under it and come checked with it: keep the role to viewing.
    await tree.getByRole("checkbox", { name: "新增用户", exact: true }).uncheck();
    await tree.getByRole("checkbox", { name: "编辑用户", exact: true }).uncheck();
    await expect(tree.getByRole("checkbox", { name: "角色管理", exact: true })).not.toBeChecked();
    await saveScreenshot(page, "system-role-form");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "角色已创建");
    await expect(page).toHaveURL(/\/role\/list/);
    await expect(page.getByRole("row").filter({ hasText: roleName })).toBeVisible();
    await saveScreenshot(page, "system-role-list");

    await createUserViaForm(page, { username, role: roleName });

    const other = await signedInElsewhere(browser, baseURL, username, GOOD_PASSWORD);
    try {
      const menu = sideMenu(other.page);
      await expect(menu.getByText("系统管理")).toBeVisible();
      await menu.getByText("系统管理").click();
      await expect(menu.getByRole("link", { name: "用户管理" })).toBeVisible();
      await expect(menu.getByRole("link")).toHaveCount(1);
      await menu.getByRole("link", { name: "用户管理" }).click();
      await expect(other.page).toHaveURL(/\/admin\/local_list/);
      await expect(other.page.getByRole("heading", { name: "用户管理" })).toBeVisible();
      // Pages the role does not hold are not offered; its node's operations are (export, delete, ...).
      await expect(other.page.getByRole("link", { name: "新增用户" })).toHaveCount(0);
      await expect(other.page.getByRole("button", { name: "导出" })).toBeVisible();

      for (const path of ["/role/list", "/auth/list", "/log/list", "/adminGlocal/add"]) {
        await other.page.goto(path);
        await expect(other.page.getByRole("heading", { name: "没有权限" })).toBeVisible();
      }
    } finally {
      await other.context.close();
    }
  });

  test("editing a role reads its perms back into the tree", async ({ page }) => {
    const roleName = `日志查看-${Date.now()}`;
    await loginAsAdmin(page, "/role/save");
    await page.getByLabel(/^角色名称/).fill(roleName);
    await page.getByTestId("permission-tree").getByRole("checkbox", { name: "日志管理", exact: true }).check();
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/role\/list/);
    await page.getByRole("link", { name: `编辑 ${roleName}` }).click();
    await expect(page).toHaveURL(/\/role\/update\?id=\d+/);
    const tree = page.getByTestId("permission-tree");
    await expect(tree.getByRole("checkbox", { name: "日志管理", exact: true })).toBeChecked();
    await expect(tree.getByRole("checkbox", { name: "用户管理", exact: true })).not.toBeChecked();
    await saveScreenshot(page, "system-role-edit");
  });
});
