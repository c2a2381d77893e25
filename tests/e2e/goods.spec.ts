import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { gtinCheckDigit } from "@suyuan/contracts/common/gtin";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, pickOption, rowWith } from "./support/system.ts";
import { saveScreenshot, expectToast } from "./support/ui.ts";

/** An enterprise to own the goods (a fixture through the API; its pages are tested in enterprise.spec.ts). */
async function createEnterprise(page: Page, name: string): Promise<void> {
  const first17 = `91330106${String(Date.now() % 100_000_000).padStart(8, "0")}Y`;
  const response = await page.request.post("/trpc/enterprise.create", {
    data: {
      json: {
        name,
        creditCode: `${first17}${creditCodeCheckChar(first17)}`,
        legalPerson: "",
        contactPerson: "",
        phone: "",
        provinceCode: "330000",
        cityCode: "330100",
        countyCode: "330106",
        address: "",
        type: "production",
        businessScope: "",
        logo: null,
        licenceImages: [],
      },
    },
    headers: { "content-type": "application/json" },
  });
  if (!response.ok()) throw new Error(`create ${name}: ${response.status()} ${await response.text()}`);
}

async function saveClass(page: Page, fields: { name?: string; parent?: string }) {
  const dialog = page.getByRole("dialog");
  if (fields.parent) {
    await dialog.getByRole("textbox", { name: "上级分类" }).click();
    await page.getByRole("option", { name: fields.parent, exact: true }).click();
  }
  if (fields.name !== undefined) await dialog.getByLabel(/^分类名称/).fill(fields.name);
  await dialog.getByRole("button", { name: "保存" }).click();
}

test.describe("goods", () => {
  test("class tree, add with validation errors, filter by class, edit, examine, export", async ({ page }) => {
    const stamp = Date.now();
    const fruit = `果蔬${stamp}`;
    const grain = `粮油${stamp}`;
    const leafy = `叶菜${stamp}`;
    const enterprise = `商品测试企业${stamp}`;
    await loginAsAdmin(page);
    await createEnterprise(page, enterprise);

    // Class tree: two top-level classes, a subclass, renamed and moved.
    await page.goto("/goods/classifyList");
    await expect(page.getByRole("heading", { name: "商品分类" })).toBeVisible();
    await page.getByRole("button", { name: "新增顶级分类" }).click();
    await saveClass(page, { name: fruit });
    await expectToast(page, "分类已创建");
    await page.getByRole("button", { name: "新增顶级分类" }).click();
    await saveClass(page, { name: grain });
    await expect(rowWith(page, grain)).toBeVisible();
    await page.getByRole("button", { name: `新增子类 ${fruit}` }).click();
    await saveClass(page, { name: leafy });
    await expect(rowWith(page, leafy)).toBeVisible();
    await page.getByRole("button", { name: `编辑/移动 ${leafy}` }).click();
    await saveClass(page, { name: `${leafy}类`, parent: grain });
    await expectToast(page, "分类已保存");
    await expect(rowWith(page, `${leafy}类`)).toBeVisible();
    await expect(rowWith(page, grain)).toContainText("1");
    await saveScreenshot(page, "goods-classes");

    // Add goods: the contract's messages, then a valid one.
    await page.goto("/goods/save");
    await page.getByLabel(/^商品条码/).fill("6901234567890");
    // Leaving the field shows its message (and moves the layout) before the save button is clicked.
    await page.getByLabel(/^商品条码/).press("Tab");
    await expect(page.getByText("条形码无效（应为8、12、13或14位且校验位正确）")).toBeVisible();
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("请填写名称")).toBeVisible();
    await expect(page.getByText("条形码无效（应为8、12、13或14位且校验位正确）")).toBeVisible();
    await expect(page.getByText("此项为必填项")).toBeVisible();

    const goodsName = `有机菠菜${stamp}`;
    const body = "690123456789";
    await page.getByLabel(/^商品名称/).fill(goodsName);
    await page.getByLabel(/^商品条码/).fill(`${body}${gtinCheckDigit(body)}`);
    await pickOption(page, /^商品分类/, `${grain} / ${leafy}类`);
    const enterpriseInput = page.getByRole("textbox", { name: /^所属企业/ });
    await enterpriseInput.click();
    await enterpriseInput.fill(enterprise);
    await page.getByRole("option", { name: enterprise, exact: true }).click();
    await page.getByLabel(/^规格/).fill("500g/袋");
    await page.getByLabel(/^商品介绍/).fill("当季采摘，冷链配送。");
    await saveScreenshot(page, "goods-save");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "商品已创建");
    await expect(page).toHaveURL(/\/goods\/list/);
    // The URL changes while the add page is still shown (the list's loader runs first), and that
    // page has a 商品分类 input too: wait for the list before using its filter.
    await expect(page.getByRole("heading", { name: "商品列表" })).toBeVisible();

    // A class filter includes its subclasses.
    const search = page.getByRole("search");
    await pickOption(page, /^商品分类/, grain);
    await search.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/classId=\d+/);
    await expect(page.getByTestId("table-total")).toHaveText("共 1 条");
    // Entered by an examiner: approved at once.
    await expect(rowWith(page, goodsName)).toContainText("已通过");
    await saveScreenshot(page, "goods-list");

    // Export: the filtered rows.
    await page.getByRole("button", { name: "导出" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "导出 CSV" }).click();
    expect(readFileSync(await (await downloading).path(), "utf8")).toContain(goodsName);

    // A class with goods cannot be deleted.
    await page.goto("/goods/classifyList");
    await page.getByRole("button", { name: `删除 ${leafy}类` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expectToast(page, "该分类下还有商品或下级分类，不能删除");

    // Edit, then examine.
    await page.goto("/goods/list");
    await page.getByRole("link", { name: `编辑 ${goodsName}` }).click();
    await expect(page.getByLabel(/^规格/)).toHaveValue("500g/袋");
    await page.getByLabel(/^规格/).fill("1kg/箱");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "商品已保存");
    // Back to pending, as a member's change would send it (that rule has its integration test).
    await withDb((client) => client.query("UPDATE goods SET status = 'pending' WHERE name = $1", [goodsName]));
    await page.reload();
    await page.getByRole("link", { name: `审核 ${goodsName}` }).click();
    await expect(page.getByTestId("goods-details")).toContainText("1kg/箱");
    await saveScreenshot(page, "goods-examine");
    await page.getByRole("button", { name: "驳回" }).click();
    await expect(page.getByText("驳回时请填写审核意见")).toBeVisible();
    await page.getByRole("button", { name: "审核通过" }).click();
    await expectToast(page, "商品已审核通过");
    await expect(rowWith(page, goodsName)).toContainText("已通过");
  });

  test("every goods page renders its title", async ({ page }) => {
    await loginAsAdmin(page);
    const pages: [string, string, string][] = [
      ["/goods/classifyList", "商品分类", "goods-classes-page"],
      ["/goods/list", "商品列表", "goods-page"],
      ["/goods/save", "新增商品", "goods-add-page"],
    ];
    for (const [path, title, testId] of pages) {
      await page.goto(path);
      const frame = page.getByTestId(testId);
      await expect(frame).toBeVisible();
      await expect(frame.getByRole("heading", { level: 2 })).toContainText(title);
      await expect(page.getByText("加载失败")).toHaveCount(0);
    }
  });
});
