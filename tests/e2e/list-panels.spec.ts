import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { sampleOf } from "../support/samples.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin } from "./support/system.ts";
import { expect, test } from "./support/test.ts";
import { trpcMutation } from "./support/trpc.ts";

// Lists that are not a menu page of their own, in the one list table (docs/web-lists.md): a
// town's stations under the town, paged by the server, and a role's members.

test.describe("lists in the one table", () => {
  test("a town's stations are paged by the server in the table under the town", async ({ page }) => {
    await loginAsAdmin(page);
    const stamp = Date.now();
    const townId = (
      await trpcMutation<{ id: number }>(
        page.request,
        "town.create",
        sampleOf(RESOURCES.town, { name: `分页乡${stamp}` }),
      )
    ).id;
    for (let index = 1; index <= 12; index++)
      await trpcMutation(
        page.request,
        "villageStation.create",
        sampleOf(RESOURCES.villageStation, {
          townId,
          name: `站${String(index).padStart(2, "0")}-${stamp}`,
          code: `P${stamp % 100_000}${String(index).padStart(2, "0")}`,
        }),
      );

    await page.goto(`/basicInfo/townView?id=${townId}`);
    const panel = page.getByTestId("town-stations");
    await expect(panel.getByTestId("table-total")).toContainText("12");
    // Ten a page, by name: the first page ends at 站10, the second holds the last two.
    await expect(panel.getByRole("link", { name: `站01-${stamp}` })).toBeVisible();
    await expect(panel.getByRole("link", { name: `站10-${stamp}` })).toBeVisible();
    await expect(panel.getByRole("link", { name: `站11-${stamp}` })).toHaveCount(0);
    await panel.getByRole("button", { name: "2", exact: true }).click();
    await expect(panel.getByRole("link", { name: `站12-${stamp}` })).toBeVisible();
    await expect(panel.getByRole("link", { name: `站01-${stamp}` })).toHaveCount(0);
  });

  test("a role's members are listed in the table of the members page", async ({ page }) => {
    await loginAsAdmin(page);
    const roleId = await withDb(async (db) => {
      const found = await db.query<{ role_id: number }>(
        `SELECT ur.role_id FROM user_role ur JOIN app_user u ON u.id = ur.user_id WHERE u.username = 'admin' LIMIT 1`,
      );
      return found.rows[0]!.role_id;
    });
    await page.goto(`/role/members?roleId=${roleId}`);
    const members = page.getByTestId("role-members-page");
    await expect(members.getByRole("row").filter({ hasText: "admin" }).first()).toBeVisible();
    await expect(members.getByTestId("table-total")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
