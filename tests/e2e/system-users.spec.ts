import { readFileSync } from "node:fs";
import { expect, test } from "./support/test.ts";
import { createUserViaForm, loginAsAdmin, rowWith, signedInElsewhere } from "./support/system.ts";
import { saveScreenshot, expectToast } from "./support/ui.ts";

test.describe("user management", () => {
  test("filter and sort live in the URL; export downloads the filtered rows", async ({ page }) => {
    const stamp = Date.now();
    const prefix = `flt${stamp}`;
    await loginAsAdmin(page);
    await createUserViaForm(page, { username: `${prefix}a`, realName: "张三", role: "平台管理员" });
    await createUserViaForm(page, { username: `${prefix}b`, realName: "李四", role: "平台管理员" });

    await page.goto("/admin/local_list");
    const search = page.getByRole("search");
    await search.getByLabel("用户名").fill(prefix);
    await search.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(new RegExp(`username=${prefix}`));
    await expect(page.getByTestId("table-total")).toHaveText("共 2 条");
    await expect(rowWith(page, "admin")).toHaveCount(0);

    // Sort by username: ascending, then descending.
    await page
      .getByRole("columnheader", { name: /用户名/ })
      .getByText("用户名", { exact: true })
      .click();
    await expect(page).toHaveURL(/sortBy=username/);
    const sortDir = new URL(page.url()).searchParams.get("sortDir");
    const firstCells = page.getByRole("row").locator("td").filter({ hasText: prefix });
    const expectedFirst = sortDir === "asc" ? `${prefix}a` : `${prefix}b`;
    await expect(firstCells.first()).toHaveText(expectedFirst);
    await page
      .getByRole("columnheader", { name: /用户名/ })
      .getByText("用户名", { exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`sortDir=${sortDir === "asc" ? "desc" : "asc"}`));
    await expect(firstCells.first()).toHaveText(sortDir === "asc" ? `${prefix}b` : `${prefix}a`);
    await saveScreenshot(page, "system-users-list");

    // Reloading keeps the state (it is in the URL).
    await page.reload();
    await expect(page.getByTestId("table-total")).toHaveText("共 2 条");

    await page.getByRole("button", { name: "导出" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "导出 CSV" }).click();
    const download = await downloading;
    const path = await download.path();
    const csv = readFileSync(path, "utf8");
    expect(csv).toContain(`${prefix}a`);
    expect(csv).toContain(`${prefix}b`);
    expect(csv).not.toContain("\nadmin,");
    expect(csv).toContain("用户名");
  });

  test("deleting asks for confirmation, and cancel keeps the user", async ({ page }) => {
    const username = `del${Date.now()}`;
    await loginAsAdmin(page);
    await createUserViaForm(page, { username, role: "平台管理员" });
    await page.goto(`/admin/local_list?username=${username}`);
    await expect(rowWith(page, username)).toHaveCount(1);

    await page.getByRole("button", { name: `删除 ${username}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`确定删除用户“${username}”吗？`);
    await saveScreenshot(page, "system-users-delete-confirm");
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, username)).toHaveCount(1);

    await page.getByRole("button", { name: `删除 ${username}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expectToast(page, "已删除 1 个用户");
    await expect(rowWith(page, username)).toHaveCount(0);
    await expect(page.getByTestId("table-empty")).toBeVisible();
  });

  test("one cannot delete oneself: the server's rule is shown", async ({ page }) => {
    await loginAsAdmin(page, "/admin/local_list?username=admin");
    await page.getByRole("button", { name: "删除 admin", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expectToast(page, "不能删除或停用当前登录的账号");
  });

  test("disabling a signed-in user ends their session", async ({ page, browser, baseURL }) => {
    const username = `off${Date.now()}`;
    await loginAsAdmin(page);
    await createUserViaForm(page, { username, role: "平台管理员" });
    const other = await signedInElsewhere(browser, baseURL, username);
    try {
      await page.goto(`/admin/local_list?username=${username}`);
      await page.getByRole("button", { name: `停用 ${username}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "停用" }).click();
      await expectToast(page, "已停用 1 个用户");
      await expect(rowWith(page, username).getByText("停用", { exact: true })).toBeVisible();

      // Their next navigation finds the session gone.
      await other.page.getByRole("link", { name: "工作台" }).first().click();
      await other.page.reload();
      await expect(other.page).toHaveURL(/\/login$/);
    } finally {
      await other.context.close();
    }
  });

  test("edit form warns about unsaved changes", async ({ page }) => {
    const username = `edit${Date.now()}`;
    await loginAsAdmin(page);
    await createUserViaForm(page, { username, role: "平台管理员" });
    await page.goto(`/admin/local_list?username=${username}`);
    await page.getByRole("link", { name: `编辑 ${username}` }).click();
    await expect(page).toHaveURL(/\/adminGlocal\/edit\?id=\d+/);
    // The list (whose filters share these labels) stays until the form has loaded.
    await expect(page.getByRole("button", { name: "保存" })).toBeVisible();
    await page.getByLabel(/^姓名/).fill("王五");
    await saveScreenshot(page, "system-user-edit");
    await page.getByRole("button", { name: "取消" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("您有尚未保存的修改");
    await dialog.getByRole("button", { name: "继续编辑" }).click();
    await expect(page).toHaveURL(/\/adminGlocal\/edit/);
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "用户已更新");
    await expect(page).toHaveURL(/\/admin\/local_list/);
    await expect(rowWith(page, username)).toContainText("王五");
  });
});
