import { expect, test, type Page } from "./support/test.ts";
import { GOOD_PASSWORD, registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { loginAs, saveScreenshot, expectToast, toast } from "./support/ui.ts";

function registerFields(page: Page) {
  return {
    username: page.getByLabel("手机号", { exact: true }),
    password: page.getByLabel("密码", { exact: true }),
    password2: page.getByLabel("确认密码", { exact: true }),
    submit: page.getByRole("button", { name: "注册" }),
  };
}

test.describe("register page", () => {
  test("validates each field with the spec's messages and sends nothing", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/trpc/")) calls.push(request.url());
    });
    await page.goto("/register");
    const { username, password, password2, submit } = registerFields(page);
    await submit.click();
    await expect(page.getByText("请填写正确的手机号")).toBeVisible();
    await expect(page.getByText("请再次输入密码")).toBeVisible();
    await username.fill("2380013800");
    await password.fill("password");
    await password2.fill("password2");
    await password2.press("Enter");
    await expect(page.getByText("请填写正确的手机号")).toBeVisible();
    await expect(page.getByText("密码至少8位、包含字母、数字、特殊字符")).toBeVisible();
    await username.fill(uniqueMobile());
    await password.fill(GOOD_PASSWORD);
    await password2.fill(`${GOOD_PASSWORD}x`);
    await password2.press("Enter");
    await expect(page.getByText("两次输入密码不一致")).toBeVisible();
    await expect(page.getByText("请填写正确的手机号")).toBeHidden();
    await saveScreenshot(page, "register");
    expect(calls).toEqual([]);
  });

  test("success shows the 提示 alert, then goes to /login, and the new user can log in", async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto("/register");
    const { username, password, password2 } = registerFields(page);
    await username.fill(mobile);
    await password.fill(GOOD_PASSWORD);
    await password2.fill(GOOD_PASSWORD);
    await password2.press("Enter");
    const dialog = page.getByRole("dialog", { name: "提示" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("注册成功，即将跳转到登录页");
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, mobile, GOOD_PASSWORD);
  });

  test("the success alert also leads to /login by itself", async ({ page }) => {
    await page.goto("/register");
    const { username, password, password2 } = registerFields(page);
    await username.fill(uniqueMobile());
    await password.fill(GOOD_PASSWORD);
    await password2.fill(GOOD_PASSWORD);
    await password2.press("Enter");
    await expect(page.getByRole("dialog", { name: "提示" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("dialog", { name: "提示" })).toBeHidden();
  });

  test("an existing user gets 用户名已存在，请联系管理员!", async ({ page, request }) => {
    const mobile = uniqueMobile();
    await registerViaApi(request, mobile);
    await page.goto("/register");
    const { username, password, password2 } = registerFields(page);
    await username.fill(mobile);
    await password.fill(GOOD_PASSWORD);
    await password2.fill(GOOD_PASSWORD);
    await password2.press("Enter");
    const message = toast(page, "用户名已存在，请联系管理员!");
    await expect(message).toBeVisible();
    await expect(message.getByRole("button")).toBeVisible(); // closable
    await expect(page).toHaveURL(/\/register$/);
  });

  test("parameters the server refuses give 请检查参数!", async ({ page }) => {
    await page.goto("/register");
    // The form never sends bad input, so alter the request on its way: the server must refuse it.
    await page.route("**/trpc/auth.register**", async (route) => {
      const body = route.request().postData() ?? "";
      await route.continue({ postData: body.replace(/"username":"\d+"/, '"username":"not-a-mobile"') });
    });
    const { username, password, password2 } = registerFields(page);
    await username.fill(uniqueMobile());
    await password.fill(GOOD_PASSWORD);
    await password2.fill(GOOD_PASSWORD);
    await password2.press("Enter");
    await expectToast(page, "请检查参数!");
  });

  test("a network failure says 服务器响应失败", async ({ page }) => {
    await page.goto("/register");
    await page.route("**/trpc/**", (route) => route.abort("connectionrefused"));
    const { username, password, password2 } = registerFields(page);
    await username.fill(uniqueMobile());
    await password.fill(GOOD_PASSWORD);
    await password2.fill(GOOD_PASSWORD);
    await password2.press("Enter");
    await expectToast(page, "服务器响应失败");
  });
});
