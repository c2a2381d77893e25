import { expect, test } from "./support/test.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";
import { loginFields, saveScreenshot, sideMenu } from "./support/ui.ts";

test.describe("logs", () => {
  test("a wrong password shows up in the login log with its reason", async ({ page }) => {
    const nobody = `ghost${Date.now()}`;
    await page.goto("/login");
    const fields = loginFields(page);
    await fields.username.fill("admin");
    await fields.password.fill("Not-the-password1!");
    await fields.submit.click();
    await expect(page.getByText("用户名或密码错误!")).toBeVisible();
    await fields.username.fill(nobody);
    await fields.password.fill("Whatever-pass1!");
    await fields.submit.click();
    await expect(page.getByText("用户名或密码错误!").first()).toBeVisible();

    await loginAsAdmin(page, "/log/list");
    await expect(page.getByRole("tab", { name: "登录日志", selected: true })).toBeVisible();
    const failed = rowWith(page, "密码错误").filter({ hasText: "admin" });
    await expect(failed.first()).toContainText("失败");
    await expect(rowWith(page, nobody)).toContainText("用户不存在");

    const search = page.getByRole("search");
    await search.getByLabel("用户名").fill(nobody);
    await search.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(new RegExp(`username=${nobody}`));
    await expect(page.getByTestId("table-total")).toHaveText("共 1 条");
    await saveScreenshot(page, "system-login-log");

    await page.getByRole("tab", { name: "操作日志" }).click();
    await expect(page).toHaveURL(/tab=operation/);
    await expect(page.getByRole("tab", { name: "操作日志", selected: true })).toBeVisible();
    await saveScreenshot(page, "system-operation-log");
  });
});

test.describe("fleet view", () => {
  test("shows this process and the background work", async ({ page }) => {
    await loginAsAdmin(page, "/system/fleet");
    const processes = page.getByTestId("fleet-processes");
    await expect(processes.getByText("本进程")).toBeVisible();
    await expect(page.getByTestId("fleet-jobs").getByText("溯源码生成")).toBeVisible();
    await expect(sideMenu(page).getByRole("link", { name: "运行状态" })).toBeVisible();
  });
});
