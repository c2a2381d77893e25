import { expect, test, type Page } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";
import { saveScreenshot, expectToast } from "./support/ui.ts";

// Quality spot checks and recalls in the browser: a failed check starts a recall in one step, the
// recall list shows and closes it (keeping its batches), a recall is made from its own form, and
// the work bench counts what is open.

const suffix = String(Date.now() % 1_000_000);
const enterpriseName = `召回测试农场${suffix}`;
const batchNo = `QC-${suffix}-001`;
const secondBatchNo = `QC-${suffix}-002`;

/** An enterprise, goods and two batches, straight into the database (their own pages have specs). */
async function fixture(): Promise<void> {
  await withDb(async (db) => {
    const enterprise = await db.query<{ id: number }>(
      "INSERT INTO enterprise (name, status, updated_at) VALUES ($1, 'approved', now()) RETURNING id",
      [enterpriseName],
    );
    const enterpriseId = enterprise.rows[0]?.id;
    const goodsClass = await db.query<{ id: number }>(
      "INSERT INTO goods_class (name) VALUES ('抽检分类') RETURNING id",
    );
    const goods = await db.query<{ id: number }>(
      "INSERT INTO goods (name, class_id, enterprise_id, status, updated_at) VALUES ('樱桃番茄', $1, $2, 'approved', now()) RETURNING id",
      [goodsClass.rows[0]?.id, enterpriseId],
    );
    for (const number of [batchNo, secondBatchNo])
      await db.query(
        "INSERT INTO batch (enterprise_id, goods_id, batch_no, production_date, updated_at) VALUES ($1, $2, $3, '2026-03-01', now())",
        [enterpriseId, goods.rows[0]?.id, number],
      );
  });
}

/** Types into a server-searched select and picks the option. */
async function searchAndPick(page: Page, label: RegExp, search: string, option: string): Promise<void> {
  const input = page.getByRole("textbox", { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens a date picker and chooses today. */
async function pickToday(page: Page, label: RegExp): Promise<void> {
  await page.getByRole("button", { name: label }).click();
  await page.locator("button[data-today]:visible").first().click();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(fixture);

test("a failed spot check starts a recall in one step; closing the recall keeps it", async ({ page }) => {
  await loginAsAdmin(page, "/quality_check/save");
  await expect(page.getByTestId("quality-check-add-page")).toBeVisible();
  await searchAndPick(page, /^批次/, batchNo, `${batchNo} · 樱桃番茄`);
  await page.getByLabel(/^检测机构/).fill("寿光市农产品质量检测中心");
  await page.getByLabel(/^检测人员/).fill("赵检");
  await pickToday(page, /^抽检日期/);

  // An empty item is refused by the item's own fields.
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("请填写检测项目名称")).toBeVisible();

  await page.getByLabel("项目名称 1").fill("毒死蜱");
  await page.getByLabel("标准要求 1").fill("≤0.5 mg/kg");
  await page.getByLabel("检测结果 1").fill("1.2 mg/kg");
  await page.getByRole("button", { name: "添加项目" }).click();
  await page.getByLabel("项目名称 2").fill("铅（以Pb计）");
  await page.getByLabel("检测结果 2").fill("0.03 mg/kg");
  // Passing items: the verdict follows them and no recall is offered.
  await expect(page.getByTestId("start-recall")).toHaveCount(0);
  await page.getByLabel("合格 1").uncheck();
  await expect(page.getByTestId("start-recall")).toBeVisible();

  await page.getByLabel("同时发起召回").check();
  await page.getByLabel(/^召回标题/).fill("樱桃番茄毒死蜱超标召回");
  await page.getByTestId("start-recall").getByText("一级", { exact: true }).click();
  await page.getByLabel(/^消费者公告/).fill("该批次樱桃番茄农残超标，请勿食用，可凭购物凭证退款。");
  await saveScreenshot(page, "quality-check-save");
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "抽检已保存，并已发起召回");
  await expect(page).toHaveURL(/\/quality_check\/list/);
  const checkRow = rowWith(page, "寿光市农产品质量检测中心");
  await expect(checkRow).toContainText("不合格");
  await expect(checkRow).toContainText("1/2 项不合格");
  await saveScreenshot(page, "quality-check-list");

  await page.goto("/recall/list?status=active");
  const recallRow = rowWith(page, "樱桃番茄毒死蜱超标召回");
  await expect(recallRow).toContainText("召回中");
  await expect(recallRow).toContainText("一级");
  await expect(recallRow).toContainText(batchNo);
  await recallRow.getByRole("button", { name: "查看 樱桃番茄毒死蜱超标召回" }).first().click();
  const details = page.getByTestId("recall-details");
  await expect(details).toContainText("请勿食用");
  await expect(details).toContainText("毒死蜱：1.2 mg/kg");
  await expect(details.getByTestId("recall-batches")).toContainText(batchNo);
  await saveScreenshot(page, "recall-view");
  await page.keyboard.press("Escape");

  await recallRow.getByRole("button", { name: "关闭召回 樱桃番茄毒死蜱超标召回" }).click();
  await page.getByLabel("关闭说明").fill("问题批次已全部回收并销毁");
  await page.getByRole("dialog").getByRole("button", { name: "关闭召回" }).click();
  await expectToast(page, "召回已关闭");
  await page.goto("/recall/list?status=closed");
  const closedRow = rowWith(page, "樱桃番茄毒死蜱超标召回");
  await expect(closedRow).toContainText("已关闭");
  // A closed recall opens read-only, its batches kept; only the close note changes.
  await page.goto(`/recall/update?id=${await recallIdOf("樱桃番茄毒死蜱超标召回")}`);
  await expect(page.getByTestId("recall-closed-page")).toContainText("该召回已关闭");
  await expect(page.getByTestId("recall-batches")).toContainText(batchNo);
  await expect(page.getByTestId("recall-details")).toContainText("问题批次已全部回收并销毁");
});

async function recallIdOf(title: string): Promise<number> {
  return withDb(async (db) => {
    const row = await db.query<{ id: number }>("SELECT id FROM recall WHERE title = $1", [title]);
    return row.rows[0]?.id ?? 0;
  });
}

test("a recall made from its form: validation, the enterprise's batches, the work bench count", async ({ page }) => {
  await loginAsAdmin(page, "/recall/save");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("请填写召回标题")).toBeVisible();
  await expect(page.getByText("请至少选择一个批次")).toBeVisible();
  await expect(page.getByText("请填写面向消费者的召回公告")).toBeVisible();

  await page.getByLabel(/^标题/).fill("包装破损主动召回");
  await searchAndPick(page, /^企业/, enterpriseName, enterpriseName);
  await page.getByText("三级", { exact: true }).click();
  await pickToday(page, /^开始日期/);
  await page.getByLabel(/^召回原因/).fill("运输途中包装破损");
  await searchAndPick(page, /^添加批次/, secondBatchNo, `${secondBatchNo} · 樱桃番茄`);
  await expect(page.getByTestId("recall-batches")).toContainText(secondBatchNo);
  await expect(page.getByText("请至少选择一个批次")).toHaveCount(0);
  await page.getByLabel(/^消费者公告/).fill("部分包装破损，请检查后食用。");
  await saveScreenshot(page, "recall-save");
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "召回已创建");
  await expect(page).toHaveURL(/\/recall\/list/);
  await expect(rowWith(page, "包装破损主动召回")).toContainText(secondBatchNo);
  await saveScreenshot(page, "recall-list");

  await page.goto("/work");
  const summary = page.getByTestId("work-summary");
  await expect(summary).toContainText("召回中");
  await expect(summary).toContainText("近 30 天抽检不合格");
  await saveScreenshot(page, "work-traceability");
  await summary
    .getByText("召回中", { exact: true })
    .locator("xpath=ancestor::div[contains(@class,'mantine-Card-root')]")
    .getByRole("link", { name: "查看" })
    .click();
  await expect(page).toHaveURL(/\/recall\/list\?status=active/);
  await expect(rowWith(page, "包装破损主动召回")).toBeVisible();
});
