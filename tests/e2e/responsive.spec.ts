import { expect, test } from "./support/test.ts";
import { ADMIN } from "./support/accounts.ts";
import { fitsWidth, signIn, saveScreenshot, sideMenu } from "./support/ui.ts";

test.describe("narrow screens (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("login, register and the layout fit without sideways scrolling", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "注册账号" })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await saveScreenshot(page, "register-360");

    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(sideMenu(page)).toHaveAttribute("data-collapsed", "true");
    await expect(page.getByRole("button", { name: "退出登录" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "修改密码" })).toBeInViewport();
    await expect(page.getByTestId("greeting")).toBeInViewport();
    expect(await fitsWidth(page)).toBe(true);
    await saveScreenshot(page, "layout-360");

    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await fitsWidth(page)).toBe(true);
    await saveScreenshot(page, "login-360");
  });
});
