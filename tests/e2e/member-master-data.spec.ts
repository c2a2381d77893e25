/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { sampleOf } from "../support/samples.ts";
import { ADMIN, GOOD_PASSWORD, registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { pickOption, rowWith, signedInElsewhere } from "./support/system.ts";
import { trpcMutation } from "./support/trpc.ts";
import { signIn, saveScreenshot, sideMenu, expectToast } from "./support/ui.ts";

type Others = { enterpriseId: number; goodsId: number; baseId: number; goods: string; base: string; house: string };

/**
 * What the administrator sets up: a goods class the member will use, and a second enterprise with
 * goods, a base and a greenhouse that the member must never see.
 */
async function adminFixtures(request: APIRequestContext, stamp: number, goodsClass: string): Promise<Others> {
  const classId = (
    await trpcMutation<{ id: number }>(request, "goodsClass.create", { parentId: null, name: goodsClass, sort: 0 })
  ).id;
  const enterpriseId = (
    await trpcMutation<{ id: number }>(
      request,
      "enterprise.create",
      sampleOf(RESOURCES.enterprise, { name: `他家农场${stamp}` }),
    )
  ).id;
  const others = { goods: `他家大米${stamp}`, base: `他家基地${stamp}`, house: `他家大棚${stamp}` };
  const goodsId = (
    await trpcMutation<{ id: number }>(
      request,
      "goods.create",
      sampleOf(RESOURCES.goods, { name: others.goods, classId, enterpriseId }),
    )
  ).id;
  const baseId = (
    await trpcMutation<{ id: number }>(
      request,
      "base.create",
      sampleOf(RESOURCES.base, { enterpriseId, name: others.base }),
    )
  ).id;
  await trpcMutation(request, "house.create", sampleOf(RESOURCES.house, { baseId, name: others.house }));
  return { enterpriseId, goodsId, baseId, ...others };
}

async function expectHeading(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

test.describe("master data for an enterprise member", () => {
  test("a member keeps their own enterprise, goods, bases and greenhouses and sees nobody else's", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // Server failures on the member's pages (refusals the test provokes are 4xx, never 5xx).
    const serverErrors: string[] = [];
    // Calls the member's own pages make and the server refuses (a picker asking for what the
    // member may not see, for example): there should be none on the pages they may open.
    const refusals: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
      if (response.status() === 401 || response.status() === 403)
        refusals.push(`${response.status()} ${response.url()}`);
    });
    const stamp = Date.now();
    const goodsClass = `会员分类${stamp}`;

    const admin = await signedInElsewhere(browser, baseURL, ADMIN.username, ADMIN.password);
    const others = await adminFixtures(admin.page.request, stamp, goodsClass);

    // Self-registration, then the login form.
    const mobile = uniqueMobile();
    await registerViaApi(request, mobile);
    await signIn(page, mobile, GOOD_PASSWORD);

    // The work bench: their own pending enterprise among the to-dos; counts of their own data only
    // (the other enterprise's goods, base and greenhouse exist already).
    const summary = page.getByTestId("work-summary");
    const figure = (label: string) =>
      summary.locator(".mantine-Card-root").filter({ has: page.getByText(label, { exact: true }) });
    await expect(summary).toContainText(`待完善企业（${mobile}）`);
    await expect(summary).toContainText("待审核");
    await expect(figure("我的待审核商品")).toHaveText(/^我的待审核商品\s*0\s*查看$/);
    await expect(figure("商品")).toHaveText(/^商品\s*0\s*查看$/);
    await expect(figure("基地")).toHaveText(/^基地\s*0\s*查看$/);
    await expect(figure("大棚")).toHaveText(/^大棚\s*0\s*查看$/);

    // The menu offers their areas and nothing of the platform's administration.
    const menu = sideMenu(page);
    await menu.getByText("企业管理", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "企业信息" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "企业列表" })).toHaveCount(0);
    await menu.getByText("商品管理", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "商品列表" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "商品审核" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "商品分类" })).toHaveCount(0);
    await expect(menu.getByText("系统管理")).toHaveCount(0);
    await saveScreenshot(page, "member-work");

    // Their own enterprise profile: complete it, then change the legal representative alone.
    const enterprise = `丰收家庭农场${stamp}`;
    await menu.getByRole("link", { name: "企业信息" }).click();
    await expect(page).toHaveURL(/\/enterprise\/update$/);
    await expectHeading(page, "企业信息");
    await expect(page.getByTestId("my-status")).toContainText("待审核");
    await expect(page.getByLabel(/^企业名称/)).toHaveValue(`待完善企业（${mobile}）`);
    await page.getByLabel(/^企业名称/).fill(enterprise);
    await page.getByLabel(/^统一社会信用代码/).fill(sampleOf(RESOURCES.enterprise).creditCode);
    await pickOption(page, /^企业类型/, "合作社");
    await pickOption(page, /^省份/, "浙江省");
    await pickOption(page, /^城市/, "杭州市");
    await pickOption(page, /^区县/, "余杭区");
    await page.getByLabel(/^法定代表人/).fill("陈丰收");
    await page.getByLabel(/^详细地址/).fill("良渚街道新港村 8 号");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "企业信息已保存");
    await page.reload();
    await expect(page.getByLabel(/^企业名称/)).toHaveValue(enterprise);
    await expect(page.getByLabel(/^法定代表人/)).toHaveValue("陈丰收");
    await expect(page.getByLabel(/^详细地址/)).toHaveValue("良渚街道新港村 8 号");
    await page.getByLabel(/^法定代表人/).fill("陈秋实");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "企业信息已保存");
    await page.reload();
    await expect(page.getByLabel(/^法定代表人/)).toHaveValue("陈秋实");
    await expect(page.getByLabel(/^详细地址/)).toHaveValue("良渚街道新港村 8 号");
    await expect(page.getByTestId("my-status")).toContainText("待审核");
    await saveScreenshot(page, "member-enterprise");

    // Goods: no enterprise field (the server writes into their own), rich-text description.
    const goods = `丰收黄桃${stamp}`;
    await page.goto("/goods/save");
    await expectHeading(page, "新增商品");
    await expect(page.getByRole("textbox", { name: /^所属企业/ })).toHaveCount(0);
    await page.getByLabel(/^商品名称/).fill(goods);
    await pickOption(page, /^商品分类/, goodsClass);
    await page.getByLabel(/^规格/).fill("2.5kg/箱");
    const description = page.getByLabel(/^商品介绍/);
    await description.click();
    await page.getByRole("button", { name: "粗体" }).click();
    await page.keyboard.type("锦绣黄桃");
    await page.getByRole("button", { name: "粗体" }).click();
    await page.keyboard.type("，果园直发，冷链到家。");
    await expect(description.locator("strong")).toHaveText("锦绣黄桃");
    await saveScreenshot(page, "member-goods-save");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "商品已创建");
    await expect(page).toHaveURL(/\/goods\/list/);
    await expectHeading(page, "商品列表");
    await expect(page.getByTestId("table-total")).toHaveText("共 1 条");
    const ownGoods = rowWith(page, goods);
    // Entered by a member: waits for examination; it belongs to their enterprise.
    await expect(ownGoods).toContainText("待审核");
    await expect(ownGoods).toContainText(enterprise);
    await expect(rowWith(page, others.goods)).toHaveCount(0);
    await expect(page.getByRole("link", { name: `审核 ${goods}` })).toHaveCount(0);
    await saveScreenshot(page, "member-goods-list");

    // The description comes back (sanitised, formatting kept) on the edit page.
    await page.getByRole("link", { name: `编辑 ${goods}` }).click();
    await expect(page).toHaveURL(/\/goods\/update\?id=\d+/);
    await expectHeading(page, `编辑商品：${goods}`);
    await expect(page.getByLabel(/^规格/)).toHaveValue("2.5kg/箱");
    await expect(page.getByLabel(/^商品介绍/)).toContainText("锦绣黄桃，果园直发，冷链到家。");
    await expect(page.getByLabel(/^商品介绍/).locator("strong")).toHaveText("锦绣黄桃");
    // Another enterprise's goods cannot be opened by its id.
    await page.goto(`/goods/update?id=${others.goodsId}`);
    await expect(page.getByText("数据不存在")).toBeVisible();
    await expect(page.getByText(others.goods)).toHaveCount(0);

    // A base of their own (the server assigns the enterprise), and a greenhouse on it.
    const base = `丰收桃园基地${stamp}`;
    const house = `一号避雨棚${stamp}`;
    await page.goto("/base/save");
    await expectHeading(page, "新增基地");
    await page.getByLabel(/^基地名称/).fill(base);
    await page.getByLabel(/^面积（亩）/).fill("86");
    await page.getByLabel(/^主要作物/).fill("黄桃");
    await pickOption(page, /^省份/, "浙江省");
    await pickOption(page, /^城市/, "杭州市");
    await pickOption(page, /^区县/, "余杭区");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "基地已新增");
    await expect(page).toHaveURL(/\/base\/list/);
    await expect(page.getByTestId("table-total")).toHaveText("共 1 条");
    await expect(rowWith(page, base)).toContainText(enterprise);
    await expect(rowWith(page, base)).toContainText("浙江省 / 杭州市 / 余杭区");
    await expect(rowWith(page, others.base)).toHaveCount(0);
    await page.goto(`/base/update?id=${others.baseId}`);
    await expect(page.getByText("数据不存在")).toBeVisible();

    await page.goto("/house/save");
    await expectHeading(page, "新增大棚");
    await page.getByLabel(/^大棚名称/).fill(house);
    const baseInput = page.getByRole("textbox", { name: /^所属基地/ });
    await baseInput.click();
    // Only their own base is offered.
    await expect(page.getByRole("option", { name: base, exact: true })).toBeVisible();
    await expect(page.getByRole("option", { name: others.base })).toHaveCount(0);
    await page.getByRole("option", { name: base, exact: true }).click();
    await page.getByLabel(/^大棚类型/).fill("避雨棚");
    await page.getByLabel(/^面积（㎡）/).fill("660");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "大棚已创建");
    await expect(page).toHaveURL(/\/house\/list/);
    await expect(page.getByTestId("table-total")).toHaveText("共 1 条");
    await expect(rowWith(page, house)).toContainText(base);
    await expect(rowWith(page, others.house)).toHaveCount(0);
    await saveScreenshot(page, "member-house-list");

    // Projects of their site: the page opens (the list may be empty).
    await page.goto("/project/list");
    await expectHeading(page, "项目列表");
    await expect(page.getByTestId("table-total")).toBeVisible();
    await expect(page.getByText("加载失败")).toHaveCount(0);

    // Environment monitoring of their own bases: the pages open, empty, with nothing of others.
    for (const [path, title] of [
      ["/env/list", "环境设备"],
      ["/envPlate/list", "环境监测板"],
      ["/envPlateData/list", "监测板数据"],
    ] as const) {
      await page.goto(path);
      await expectHeading(page, title);
      await expect(page.getByText("加载失败")).toHaveCount(0);
      await expect(page.getByText(`他家农场${stamp}`)).toHaveCount(0);
    }
    expect(refusals).toEqual([]);

    // The work bench counts what they just entered.
    await page.goto("/work");
    await expect(summary).toContainText(enterprise);
    await expect(figure("我的待审核商品")).toHaveText(/^我的待审核商品\s*1\s*查看$/);
    await expect(figure("商品")).toHaveText(/^商品\s*1\s*查看$/);
    await expect(figure("基地")).toHaveText(/^基地\s*1\s*查看$/);
    await expect(figure("大棚")).toHaveText(/^大棚\s*1\s*查看$/);

    // Pages outside their permissions: the no-permission page, no data.
    for (const path of ["/enterprise/list", "/goods/examine", "/goods/classifyList", "/role/list"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "没有权限" })).toBeVisible();
      await expect(page.getByText(`他家农场${stamp}`)).toHaveCount(0);
      await expect(page.getByTestId("greeting")).toContainText(mobile);
    }
    await saveScreenshot(page, "member-forbidden");

    // And the API refuses the enterprise list to their session outright.
    const refused = await page.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 10 } }));
      const response = await fetch(`/trpc/enterprise.find?input=${input}`, { credentials: "same-origin" });
      return { status: response.status, text: await response.text() };
    });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("FORBIDDEN");
    expect(refused.text).not.toContain(`他家农场${stamp}`);

    // The administrator sees the member's goods waiting for examination.
    await admin.page.goto("/goods/list");
    await expect(rowWith(admin.page, goods)).toContainText("待审核");
    await expect(rowWith(admin.page, goods)).toContainText(enterprise);
    await admin.context.close();

    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
});
