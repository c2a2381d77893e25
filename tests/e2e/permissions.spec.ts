import { expect, test } from "./support/test.ts";
import { ADMIN, GOOD_PASSWORD, registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { withDb } from "./support/db.ts";
import { signIn, sideMenu } from "./support/ui.ts";

test.describe("permissions", () => {
  test("a self-registered enterprise member sees only permitted entries and cannot type its way elsewhere", async ({
    page,
    request,
  }) => {
    const mobile = uniqueMobile();
    await registerViaApi(request, mobile);
    await signIn(page, mobile, GOOD_PASSWORD);

    const menu = sideMenu(page);
    await expect(menu.getByRole("link", { name: "工作台" })).toBeVisible();
    await expect(menu.getByText("系统管理")).toHaveCount(0);
    const areas = page.getByTestId("work-areas");
    await expect(areas.getByText("商品管理")).toBeVisible();
    await expect(areas.getByText("批次与溯源码")).toBeVisible();
    await expect(areas.getByText("系统管理")).toHaveCount(0);
    await expect(areas.getByText("工作平台")).toHaveCount(0);
    await expect(page.getByText(/您可访问 \d+ 项功能/)).toBeVisible();

    for (const path of ["/admin/local_list", "/role/list", "/work_platform/buyList"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "没有权限" })).toBeVisible();
      await expect(page.getByTestId("greeting")).toContainText(mobile);
    }
  });

  test("the administrator opening a registered key that has no page of its own gets 404, not 403", async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    // Adding a site is a dialog of the site list; its key is registered but has no page.
    await page.goto("/site/save");
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  });

  test("a role without /work gets an empty menu and a 403 work bench", async ({ page, request }) => {
    const mobile = uniqueMobile();
    const userId = await registerViaApi(request, mobile);
    await withDb(async (db) => {
      const role = await db.query<{ id: number }>(
        "INSERT INTO role (name, perms) VALUES ($1, ARRAY['/site/save']) RETURNING id",
        [`e2e-pageless-only-${mobile}`],
      );
      await db.query("DELETE FROM user_role WHERE user_id = $1", [userId]);
      await db.query("INSERT INTO user_role (user_id, role_id) VALUES ($1, $2)", [userId, role.rows[0]!.id]);
    });
    await signIn(page, mobile, GOOD_PASSWORD);
    await expect(page.getByRole("heading", { name: "没有权限" })).toBeVisible();
    await expect(sideMenu(page).getByText("暂无可用菜单")).toBeVisible();
    await expect(sideMenu(page).getByRole("link")).toHaveCount(0);
  });
});
