import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { loginAsAdmin, pickOption, rowWith, signedInElsewhere } from "./support/system.ts";
import { saveScreenshot, expectToast } from "./support/ui.ts";

let serial = 0;

/** A valid unified social credit code no other enterprise of this run has. */
function uniqueCreditCode(): string {
  serial += 1;
  const digits = `${Date.now() % 1_000_000}${serial}`.padStart(8, "0").slice(-8);
  const first17 = `91330106${digits}X`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

const BAD_CODE_MESSAGE = "请填写正确的18位统一社会信用代码";

async function chooseRegion(page: Page) {
  await pickOption(page, /^省份/, "浙江省");
  await pickOption(page, /^城市/, "杭州市");
  await pickOption(page, /^区县/, "西湖区");
}

/** Creates an enterprise through the API as the signed-in user (a fixture shortcut; the form is tested below). */
async function createViaApi(page: Page, name: string, creditCode: string): Promise<number> {
  const response = await page.request.post("/trpc/enterprise.create", {
    data: {
      json: {
        name,
        creditCode,
        legalPerson: "",
        contactPerson: "",
        phone: "",
        provinceCode: "320000",
        cityCode: "320100",
        countyCode: "320102",
        address: "",
        type: "processing",
        businessScope: "",
        logo: null,
        licenceImages: [],
      },
    },
    headers: { "content-type": "application/json" },
  });
  if (!response.ok()) throw new Error(`create ${name}: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { result: { data: { json: { id: number } } } };
  return body.result.data.json.id;
}

async function searchList(page: Page, fields: { name?: string; creditCode?: string; status?: string }) {
  const search = page.getByRole("search");
  if (fields.name !== undefined) await search.getByLabel("企业名称").fill(fields.name);
  if (fields.creditCode !== undefined) await search.getByLabel("统一社会信用代码").fill(fields.creditCode);
  if (fields.status !== undefined) await pickOption(page, /^状态/, fields.status);
  await search.getByRole("button", { name: "查询" }).click();
}

test.describe("enterprises", () => {
  test("add with validation errors, filter, export, edit and view", async ({ page }) => {
    const stamp = Date.now();
    const prefix = `绿源${stamp}`;
    const code = uniqueCreditCode();
    await loginAsAdmin(page);

    // Add: the contract's messages show per field, nothing is saved until they are fixed.
    await page.goto("/enterprise/list");
    await page.getByRole("link", { name: "新增企业" }).click();
    await expect(page).toHaveURL(/\/enterprise\/save$/);
    // The list (whose filters share these labels) stays until the form has loaded.
    await expect(page.getByRole("button", { name: "保存" })).toBeVisible();
    await page.getByLabel(/^企业名称/).fill(`${prefix}农业有限公司`);
    const wrongCheck = `${code.slice(0, 17)}${code[17] === "0" ? "1" : "0"}`;
    await page.getByLabel(/^统一社会信用代码/).fill(wrongCheck);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText(BAD_CODE_MESSAGE)).toBeVisible();
    await expect(page.getByText("请选择所在地区")).toBeVisible();
    await expect(page.getByText("此项为必填项")).toBeVisible();
    await expect(page).toHaveURL(/\/enterprise\/save$/);

    await page.getByLabel(/^统一社会信用代码/).fill(code);
    await expect(page.getByText(BAD_CODE_MESSAGE)).toHaveCount(0);
    await pickOption(page, /^企业类型/, "生产企业");
    await chooseRegion(page);
    await page.getByLabel(/^联系人/).fill("王建国");
    await page.getByLabel(/^联系电话/).fill("0571-88886666");
    await page.getByLabel(/^详细地址/).fill("文三路 90 号");
    await saveScreenshot(page, "enterprise-save");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "企业已创建");
    await expect(page).toHaveURL(/\/enterprise\/list/);

    // A second one to filter against.
    const otherCode = uniqueCreditCode();
    await createViaApi(page, `${prefix}加工厂`, otherCode);

    await searchList(page, { name: prefix });
    await expect(page).toHaveURL(/name=/);
    await expect(page.getByTestId("table-total")).toHaveText("共 2 条");
    const created = rowWith(page, `${prefix}农业有限公司`);
    await expect(created).toContainText("浙江省 / 杭州市 / 西湖区");
    await expect(created).toContainText("已通过");
    await saveScreenshot(page, "enterprise-list");

    await searchList(page, { creditCode: otherCode });
    await expect(page.getByTestId("table-total")).toHaveText("共 1 条");
    await expect(rowWith(page, `${prefix}加工厂`)).toBeVisible();

    // Export: the file holds the filtered rows only.
    await page.getByRole("button", { name: "导出" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "导出 CSV" }).click();
    const csv = readFileSync(await (await downloading).path(), "utf8");
    expect(csv).toContain(`${prefix}加工厂`);
    expect(csv).toContain(otherCode);
    expect(csv).not.toContain(`${prefix}农业有限公司`);

    // Edit from the list, then view.
    await searchList(page, { creditCode: "" });
    await expect(page.getByTestId("table-total")).toHaveText("共 2 条");
    await page.getByRole("link", { name: `编辑 ${prefix}农业有限公司` }).click();
    await expect(page).toHaveURL(/\/enterprise\/update\?id=\d+/);
    await expect(page.getByLabel(/^联系人/)).toHaveValue("王建国");
    await page.getByLabel(/^联系人/).fill("李秀英");
    await page.getByLabel(/^经营范围/).fill("蔬菜种植与销售");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "企业信息已保存");
    await expect(page).toHaveURL(/\/enterprise\/list/);

    await page.getByRole("link", { name: `查看 ${prefix}农业有限公司` }).click();
    await expect(page).toHaveURL(/\/enterprise\/view\?id=\d+/);
    const details = page.getByTestId("enterprise-details");
    await expect(details).toContainText("李秀英");
    await expect(details).toContainText("蔬菜种植与销售");
    await expect(details).toContainText("浙江省 / 杭州市 / 西湖区");
    await expect(details).toContainText(code);
    await expect(details).toContainText("生产企业");
    await saveScreenshot(page, "enterprise-view");
  });

  test("a self-registered member's enterprise is examined: rejected with an opinion, fixed, approved", async ({
    page,
    browser,
    baseURL,
  }) => {
    const mobile = uniqueMobile();
    await registerViaApi(page.request, mobile);
    const pendingName = `待完善企业（${mobile}）`;

    await loginAsAdmin(page, "/enterprise/list");
    await searchList(page, { name: mobile, status: "待审核" });
    const row = rowWith(page, pendingName);
    await expect(row).toContainText("待审核");
    await row.getByRole("link", { name: `审核 ${pendingName}` }).click();
    await expect(page).toHaveURL(/\/enterprise\/check\?id=\d+/);
    await expect(page.getByRole("heading", { name: "企业审核" })).toBeVisible();

    // Rejecting needs an opinion.
    await page.getByRole("button", { name: "驳回" }).click();
    await expect(page.getByText("驳回时请填写审核意见")).toBeVisible();
    await page.getByLabel("审核意见").fill("请补充统一社会信用代码和所在地区");
    await saveScreenshot(page, "enterprise-check");
    await page.getByRole("button", { name: "驳回" }).click();
    await expectToast(page, "已驳回");
    await expect(page).toHaveURL(/\/enterprise\/list/);
    await searchList(page, { name: mobile, status: "已驳回" });
    await expect(rowWith(page, pendingName)).toContainText("已驳回");

    // The member sees the opinion on their own profile, completes it and sends it back.
    const member = await signedInElsewhere(browser, baseURL, mobile);
    const memberPage = member.page;
    await memberPage.goto("/enterprise/update");
    await expect(memberPage.getByRole("heading", { name: "企业信息" })).toBeVisible();
    const status = memberPage.getByTestId("my-status");
    await expect(status).toContainText("审核未通过");
    await expect(status).toContainText("请补充统一社会信用代码和所在地区");
    await expect(status).toContainText("修改企业名称或统一社会信用代码后，企业将重新进入待审核状态");
    const memberName = `丰收合作社${mobile}`;
    await memberPage.getByLabel(/^企业名称/).fill(memberName);
    await memberPage.getByLabel(/^统一社会信用代码/).fill(uniqueCreditCode());
    await chooseRegion(memberPage);
    await pickOption(memberPage, /^企业类型/, "合作社");
    await memberPage.getByRole("button", { name: "保存" }).click();
    await expectToast(memberPage, "已保存，企业名称或信用代码已变更，需重新审核");
    await expect(memberPage.getByTestId("my-status")).toContainText("待审核");
    await saveScreenshot(memberPage, "enterprise-mine");
    await member.context.close();

    // Approve.
    await page.goto("/enterprise/list");
    await searchList(page, { name: memberName, status: "待审核" });
    await rowWith(page, memberName)
      .getByRole("link", { name: `审核 ${memberName}` })
      .click();
    await page.getByRole("button", { name: "审核通过" }).click();
    await expectToast(page, "已审核通过");
    await searchList(page, { name: memberName, status: "已通过" });
    await expect(rowWith(page, memberName)).toContainText("已通过");
  });

  test("every enterprise page renders its title", async ({ page }) => {
    await loginAsAdmin(page);
    const id = await createViaApi(page, `冒烟企业${Date.now()}`, uniqueCreditCode());
    const pages: [string, string, string][] = [
      ["/enterprise/list", "企业列表", "enterprises-page"],
      ["/enterprise/save", "新增企业", "enterprise-add-page"],
      ["/enterprise/update", "企业信息", "enterprise-mine-page"],
      [`/enterprise/update?id=${id}`, "编辑企业", "enterprise-edit-page"],
      [`/enterprise/view?id=${id}`, "企业详情", "enterprise-view-page"],
      [`/enterprise/check?id=${id}`, "企业审核", "enterprise-check-page"],
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
