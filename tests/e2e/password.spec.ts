/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expect, test, type Page } from "./support/test.ts";
import { GOOD_PASSWORD, registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { loginAs, signIn, loginFields, expectToast } from "./support/ui.ts";

function panel(page: Page) {
  const dialog = page.getByRole("dialog", { name: "修改密码" });
  return {
    dialog,
    orig: dialog.getByLabel("旧密码", { exact: true }),
    next: dialog.getByLabel("新密码", { exact: true }),
    repeat: dialog.getByLabel("确认新密码", { exact: true }),
    submit: dialog.getByRole("button", { name: "确认修改" }),
  };
}

test.describe("password panel", () => {
  let mobile: string;

  test.beforeEach(async ({ page, request }) => {
    mobile = uniqueMobile();
    await registerViaApi(request, mobile);
    await signIn(page, mobile, GOOD_PASSWORD);
  });

  test("the header icon toggles it, Escape closes it, and leaving the route closes it", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "修改密码" });
    const { dialog, orig } = panel(page);
    await toggle.click();
    await expect(dialog).toBeVisible();
    await expect(orig).toBeFocused();
    await toggle.click();
    await expect(dialog).toBeHidden();

    await toggle.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto("/no/such/page");
    await toggle.click();
    await expect(dialog).toBeVisible();
    await page.getByRole("link", { name: "溯源管理平台" }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(dialog).toBeHidden();
  });

  test("shows every validation message of the spec", async ({ page }) => {
    await page.getByRole("button", { name: "修改密码" }).click();
    const { dialog, orig, next, repeat, submit } = panel(page);
    await submit.click();
    await expect(dialog.getByText("请输入旧密码")).toBeVisible();
    await expect(dialog.getByText("请输入密码", { exact: true })).toBeVisible();
    await expect(dialog.getByText("请再次输入密码", { exact: true })).toBeVisible();

    await orig.fill("Not-my-pass1!");
    await orig.press("Tab");
    await expect(dialog.getByText("原密码输入不正确")).toBeVisible();

    await next.fill("weakpass");
    await next.press("Tab");
    await expect(dialog.getByText("密码至少8位、包含字母、数字、特殊字符")).toBeVisible();

    await next.fill("New-field-pass2!");
    await repeat.fill("New-field-pass3!");
    await repeat.press("Tab");
    await expect(dialog.getByText("两次输入密码不一致!")).toBeVisible();
  });

  test("a change says 修改成功, forces a new login, and only the new password works", async ({ page }) => {
    const newPassword = "New-field-pass2!";
    await page.getByRole("button", { name: "修改密码" }).click();
    const { orig, next, repeat } = panel(page);
    await orig.fill(GOOD_PASSWORD);
    await next.fill(newPassword);
    await repeat.fill(newPassword);
    await repeat.press("Enter");
    await expectToast(page, "修改成功");
    await expect(page).toHaveURL(/\/login$/);
    // The server ended the session as well: putting the marker back does not get in.
    await page.evaluate(() => window.localStorage.setItem("sessionKey", "cookie-session"));
    await page.goto("/work");
    await expect(page).toHaveURL(/\/login$/);

    const fields = loginFields(page);
    await fields.username.fill(mobile);
    await fields.password.fill(GOOD_PASSWORD);
    await fields.password.press("Enter");
    await expectToast(page, "用户名或密码错误!");
    await loginAs(page, mobile, newPassword);
  });

  test("a failed change says 修改失败", async ({ page }) => {
    await page.route("**/trpc/auth.updatePassword**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify([
          {
            error: {
              json: {
                message: "服务器内部错误",
                code: -32603,
                data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, appCode: "INTERNAL", legacyCode: "500" },
              },
            },
          },
        ]),
      }),
    );
    await page.getByRole("button", { name: "修改密码" }).click();
    const { dialog, orig, next, repeat } = panel(page);
    await orig.fill(GOOD_PASSWORD);
    await next.fill("New-field-pass2!");
    await repeat.fill("New-field-pass2!");
    await repeat.press("Enter");
    await expectToast(page, "修改失败");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/work$/);
  });
});
