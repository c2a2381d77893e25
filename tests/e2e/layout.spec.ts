/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expect, test, type Page } from "./support/test.ts";
import { ADMIN } from "./support/accounts.ts";
import { localItem, signIn, saveScreenshot, sideMenu, expectToast } from "./support/ui.ts";

function navbarWidth(page: Page): Promise<number> {
  return page.getByTestId("side-menu").evaluate((element) => element.getBoundingClientRect().width);
}

test.describe("signed-in layout", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test("header, 系统菜单, breadcrumbs and the work bench", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(page.getByTestId("greeting")).toHaveText("您好，admin");
    await expect(header.getByRole("button", { name: "修改密码" })).toBeVisible();
    await expect(header.getByRole("button", { name: "退出登录" })).toBeVisible();
    await expect(header.getByRole("button", { name: "收起菜单" })).toBeVisible();
    await expect(header.getByRole("button", { name: /当前站点: 溯源管理平台/ })).toContainText("溯源管理平台");
    await expect(sideMenu(page).getByText("系统菜单")).toBeVisible();
    await expect(sideMenu(page).getByRole("link", { name: "工作台" })).toHaveAttribute("data-active", "true");
    const crumbs = page.getByRole("navigation", { name: "面包屑导航" });
    await expect(crumbs.getByRole("link", { name: "首页" })).toBeVisible();
    await expect(crumbs.getByText("工作台")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "系统管理员，欢迎使用溯源管理平台" })).toBeVisible();
    await expect(page.getByText("您拥有全部功能的访问权限")).toBeVisible();
    await expect(page).toHaveTitle("工作台 - 溯源管理平台");
    await expect(page.getByTestId("work-areas").getByText("系统管理")).toBeVisible();
    await saveScreenshot(page, "layout");
  });

  test("/ redirects to /work", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/work$/);
  });

  test("the menu collapses by itself below 1200 px and the toggle overrides it", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => navbarWidth(page)).toBe(220);
    await page.setViewportSize({ width: 1199, height: 800 });
    await expect.poll(() => navbarWidth(page)).toBe(50);
    await expect(sideMenu(page).getByText("系统菜单")).toBeHidden();
    // Collapsed entries stay reachable by their accessible names.
    await expect(sideMenu(page).getByRole("link", { name: "工作台" })).toBeVisible();
    await page.getByRole("button", { name: "展开菜单" }).click();
    await expect.poll(() => navbarWidth(page)).toBe(220);
    await page.getByRole("button", { name: "收起菜单" }).click();
    await expect.poll(() => navbarWidth(page)).toBe(50);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => navbarWidth(page)).toBe(220);
  });

  test("back-to-top appears after scrolling more than 200 px and returns to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    const button = page.getByRole("button", { name: "回到顶部" });
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("an unknown path shows the 404 page with a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    await expect(page.getByText("您访问的页面地址有误，或者该链接已失效。")).toBeVisible();
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/\/work$/);
  });

  test("logout asks 确定退出吗？; cancel stays, confirm leaves for /login", async ({ page }) => {
    await page.getByRole("button", { name: "退出登录" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("确定退出吗？");
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/work$/);

    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await localItem(page, "sessionKey")).toBeNull();
    expect(await localItem(page, "userName")).toBeNull();
    // The server session is gone too: restoring the marker does not get back in.
    await page.evaluate(() => window.localStorage.setItem("sessionKey", "cookie-session"));
    await page.goto("/work");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("logout answered with 301 says 未找到该用户", async ({ page }) => {
    // The server ends sessions of missing users itself, so 301 on logout is simulated at the wire.
    await page.route("**/trpc/auth.logout**", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify([
          {
            error: {
              json: {
                message: "未找到该用户",
                code: -32003,
                data: { code: "FORBIDDEN", httpStatus: 403, appCode: "ACCOUNT_UNAVAILABLE", legacyCode: "301" },
              },
            },
          },
        ]),
      }),
    );
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expectToast(page, "未找到该用户");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("English is available, kept under localLanguage, and localises server messages", async ({ page }) => {
    await page.getByRole("button", { name: "语言: 中文" }).click();
    const requestInEnglish = page.waitForRequest(
      (request) => request.url().includes("/trpc/") && request.headers()["accept-language"] === "en",
    );
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.getByTestId("greeting")).toHaveText("Hello, admin");
    await expect(sideMenu(page).getByText("System menu")).toBeVisible();
    await expect(sideMenu(page).getByRole("link", { name: "Work bench" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await requestInEnglish;
    expect(await localItem(page, "localLanguage")).toBe("en");

    await page.reload();
    await expect(page.getByTestId("greeting")).toHaveText("Hello, admin");

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("dialog").getByText("Are you sure you want to log out?").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1!");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expectToast(page, "Wrong username or password!");

    // The sign-in page switches with one button naming the other language.
    await page.getByRole("button", { name: "中文" }).click();
    await expect(page.getByRole("heading", { name: "账号登录" })).toBeVisible();
    expect(await localItem(page, "localLanguage")).toBe("zh");
  });

  test("a session that ended on the server leads back to /login", async ({ page, context }) => {
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await localItem(page, "sessionKey")).toBeNull();
  });
});
