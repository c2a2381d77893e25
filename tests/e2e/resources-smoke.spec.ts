import { expect, test } from "./support/test.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { loginAsAdmin } from "./support/system.ts";

/**
 * Every kit resource's pages open for the administrator: the list (with its table and no load
 * error) and the add form, without a page error. Most are the kit's generated pages; a few keep a
 * page of their own (see docs/resource-kit.md), so the check is what any list or form must show.
 */
test.describe("kit resource pages", () => {
  test("every list and add page opens", async ({ page }) => {
    test.setTimeout(180_000);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    await loginAsAdmin(page);

    for (const definition of Object.values(RESOURCES)) {
      await test.step(`${definition.name} list`, async () => {
        await page.goto(definition.routes.list);
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expect(page.getByRole("table").first()).toBeVisible();
        await expect(page.getByTestId("table-total").first()).toBeVisible();
        await expect(page.getByRole("alert")).toHaveCount(0);
      });
      const create = definition.routes.create;
      if (!create) continue;
      await test.step(`${definition.name} add`, async () => {
        await page.goto(create);
        await expect(page.getByRole("heading", { level: 2, name: /^新增/ }).first()).toBeVisible();
        await expect(page.getByRole("button", { name: "保存" })).toBeVisible();
        await expect(page.getByRole("alert")).toHaveCount(0);
      });
    }
    expect(pageErrors).toEqual([]);
  });
});
