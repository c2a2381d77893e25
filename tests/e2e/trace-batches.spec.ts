import { expect, test } from "./support/test.ts";
import { ADMIN, GOOD_PASSWORD, registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { pickOption, rowWith, signedInElsewhere } from "./support/system.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { sampleOf } from "../support/samples.ts";
import { trpcMutation } from "./support/trpc.ts";
import { signIn, saveScreenshot, expectToast } from "./support/ui.ts";

test("a member builds a template with the stage editor, a batch on it, and records a stage on its timeline", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const stamp = Date.now();
  const admin = await signedInElsewhere(browser, baseURL, ADMIN.username, ADMIN.password);
  const classId = (
    await trpcMutation<{ id: number }>(admin.page.request, "goodsClass.create", {
      parentId: null,
      name: `茶类${stamp}`,
      sort: 0,
    })
  ).id;
  const mobile = uniqueMobile();
  await registerViaApi(request, mobile);
  await signIn(page, mobile, GOOD_PASSWORD);
  const goods = `龙井${stamp}`;
  await trpcMutation(page.request, "goods.create", sampleOf(RESOURCES.goods, { name: goods, classId }));

  // The template: starter stages, items added in the editor, a duplicate order refused on its field.
  const template = `茶园模板${stamp}`;
  await page.goto("/traceTemplate/add");
  await page.getByLabel(/^模板名称/).fill(template);
  const stages = page.getByTestId("template-stage");
  await expect(stages).toHaveCount(5);
  await stages.nth(0).getByRole("button", { name: "添加数据项" }).click();
  await page.getByLabel("数据项名称 种植 1").fill("品种");
  await page.getByLabel("必填 种植 品种").check();
  await stages.nth(1).getByRole("button", { name: "添加数据项" }).click();
  await page.getByLabel("数据项名称 施肥 1").fill("用量");
  await page.getByRole("textbox", { name: "类型 施肥 用量" }).click();
  await page.getByRole("option", { name: "数字", exact: true }).click();
  await page.getByLabel("单位 施肥 用量").fill("kg");
  await stages
    .nth(4)
    .getByLabel(/^排序号/)
    .fill("1");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(stages.nth(4).getByText("排序号已被使用")).toBeVisible();
  await stages
    .nth(4)
    .getByLabel(/^排序号/)
    .fill("5");
  await page.getByRole("button", { name: "下移 检测" }).click();
  await saveScreenshot(page, "trace-template-form");
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "模板已创建");
  await expect(page).toHaveURL(/\/traceTemplate\/list/);
  await expect(rowWith(page, template)).toContainText("5");

  // Its detail list shows the stages in order, 包装 now before 检测.
  await rowWith(page, template)
    .getByRole("link", { name: `明细 ${template}` })
    .click();
  const detailStages = page.getByTestId("template-detail-stage");
  await expect(detailStages.nth(3)).toContainText("包装");
  await expect(detailStages.nth(4)).toContainText("检测");
  await expect(detailStages.nth(1)).toContainText("用量");

  // A batch on the template.
  await page.goto("/batch/save");
  await page.getByLabel(/^批次号/).fill(`LJ-${stamp}`);
  await pickOption(page, /^商品/, goods);
  await pickOption(page, /^溯源模板/, template);
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "批次已创建");
  await rowWith(page, `LJ-${stamp}`)
    .getByRole("link", { name: `查看 LJ-${stamp}` })
    .click();
  await expect(page.getByTestId("batch-view-page")).toContainText("尚无生产记录");

  // Record the next stage from the batch view; a missing required value is refused on its field.
  await page.getByRole("link", { name: "录入下一环节：种植" }).click();
  await expect(page.getByRole("textbox", { name: /^环节/ })).toHaveValue("1. 种植");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("此项为必填项")).toBeVisible();
  await page.getByLabel(/^品种/).fill("龙井43");
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "溯源信息已保存");
  await expect(page).toHaveURL(/\/batch\/view/);
  const timeline = page.getByTestId("batch-timeline");
  await expect(timeline).toContainText("1. 种植");
  await expect(timeline).toContainText("品种：龙井43");
  await expect(page.getByRole("link", { name: "录入下一环节：施肥" })).toBeVisible();

  await page.getByRole("link", { name: "录入下一环节：施肥" }).click();
  await page.getByLabel(/^用量/).fill("25.5");
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "溯源信息已保存");
  await expect(timeline).toContainText("用量：25.5 kg");
  await saveScreenshot(page, "trace-batch-view");

  // The records list, and one record's values changed item by item (traceItemItem).
  await page.goto("/trace/list");
  const planting = rowWith(page, "品种：龙井43");
  await expect(planting).toContainText(`LJ-${stamp}`);
  await planting.getByRole("link", { name: `溯源项 LJ-${stamp} 种植` }).click();
  const values = page.getByTestId("record-values-page");
  await expect(values).toContainText("龙井43");
  await rowWith(page, "品种").getByRole("link", { name: "编辑 品种" }).click();
  await page.getByLabel(/^品种/).fill("白叶一号");
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "溯源项已保存");
  await expect(values).toContainText("白叶一号");
  await saveScreenshot(page, "trace-record-values");
  expect(pageErrors).toEqual([]);
  await admin.context.close();
});
