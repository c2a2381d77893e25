import { expect, test, type Page } from "./support/test.ts";
import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { PROJECT_SHEET_COLUMNS } from "@suyuan/contracts/project/project-fields";
import ExcelJS from "exceljs";
import { loginAsAdmin, pickOption, rowWith } from "./support/system.ts";
import { saveScreenshot, expectToast } from "./support/ui.ts";

/** An enterprise to own the bases (a fixture through the API; its pages have their own spec). */
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

/** A reading through the API (the form sets "now"; a second, earlier point gives the chart a line). */
async function createReading(page: Page, deviceId: number, recordedAt: Date, temperature: number): Promise<void> {
  const response = await page.request.post("/trpc/envReading.create", {
    data: {
      json: {
        deviceId,
        recordedAt: recordedAt.toISOString(),
        temperature,
        humidity: 58,
        soilMoisture: 31,
        light: 9800,
        co2: 430,
      },
    },
    headers: { "content-type": "application/json" },
  });
  if (!response.ok()) throw new Error(`reading: ${response.status()} ${await response.text()}`);
}

/** Types into a server-searched select and picks the option. */
async function searchAndPick(page: Page, label: RegExp, search: string, option: string): Promise<void> {
  const input = page.getByRole("textbox", { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** An .xlsx with the import sheet's header row and the given rows. */
async function projectSheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("项目");
  sheet.addRow(PROJECT_SHEET_COLUMNS.map((column) => column.zh));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function expectPage(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
}

test.describe("master data pages", () => {
  test("bases, greenhouses, devices, readings with chart, plates and project import", async ({ page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const stamp = Date.now();
    const enterprise = `基地测试企业${stamp}`;
    const base = `西湖示范基地${stamp}`;
    const house = `一号连栋温室${stamp}`;
    const device = `综合传感器${stamp}`;
    const code = `ENV-${stamp}`;
    await loginAsAdmin(page);
    await createEnterprise(page, enterprise);

    // Every list and add page opens with its title and no error.
    await expectPage(page, "/base/list", "基地");
    await expectPage(page, "/house/list", "大棚列表");
    await expectPage(page, "/house/save", "新增大棚");
    await expectPage(page, "/env/list", "环境设备");
    await expectPage(page, "/env/save", "新增设备");
    await expectPage(page, "/envPlate/list", "环境监测板");
    await expectPage(page, "/envPlateData/list", "监测板数据");
    await expect(page.getByText("选择设备后显示所选时间段（不超过31天）的曲线")).toBeVisible();
    await expectPage(page, "/envPlateData/save", "新增监测数据");
    await expectPage(page, "/project/list", "项目列表");

    // A base with its region.
    await expectPage(page, "/base/save", "新增基地");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("请填写名称")).toBeVisible();
    await page.getByLabel(/^基地名称/).fill(base);
    await searchAndPick(page, /^所属企业/, enterprise, enterprise);
    await page.getByLabel(/^面积（亩）/).fill("320.5");
    await page.getByLabel(/^主要作物/).fill("龙井茶");
    await page.getByLabel(/^负责人/).fill("王建国");
    await page.getByLabel(/^联系电话/).fill("0571-88886666");
    await pickOption(page, /^省份/, "浙江省");
    await pickOption(page, /^城市/, "杭州市");
    await pickOption(page, /^区县/, "西湖区");
    await page.getByLabel(/^经度/).fill("120.1234");
    await page.getByLabel(/^纬度/).fill("30.2567");
    await saveScreenshot(page, "base-save");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "基地已新增");
    await expect(page).toHaveURL(/\/base\/list/);
    await expect(rowWith(page, base)).toContainText("浙江省 / 杭州市 / 西湖区");
    await expect(rowWith(page, base)).toContainText(enterprise);
    await saveScreenshot(page, "base-list");
    await page.getByRole("link", { name: `编辑 ${base}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `编辑基地：${base}` })).toBeVisible();
    await expect(page.getByLabel(/^负责人/)).toHaveValue("王建国");

    // A greenhouse on it, from the base's row (the base is chosen already).
    await page.goto("/base/list");
    await page.getByRole("link", { name: `新增大棚 ${base}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: "新增大棚" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^所属基地/ })).toHaveValue(base);
    await page.getByLabel(/^大棚名称/).fill(house);
    await page.getByLabel(/^大棚类型/).fill("连栋温室");
    await page.getByLabel(/^面积（㎡）/).fill("1200");
    await page.getByLabel(/^种植作物/).fill("番茄");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "大棚已创建");
    await expect(page).toHaveURL(/\/house\/list/);
    await expect(rowWith(page, house)).toContainText(base);
    await saveScreenshot(page, "house-list");
    await page.getByRole("link", { name: `编辑 ${house}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `编辑大棚：${house}` })).toBeVisible();

    // A device on the greenhouse.
    await page.goto("/env/save");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("请选择设备所在的基地或大棚")).toBeVisible();
    await page.getByLabel(/^设备名称/).fill(device);
    await page.getByLabel(/^设备编号/).fill(code);
    await pickOption(page, /^设备类型/, "综合");
    await searchAndPick(page, /^所在大棚/, house, `${base} / ${house}`);
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "设备已创建");
    await expect(page).toHaveURL(/\/env\/list/);
    await expect(rowWith(page, device)).toContainText(house);
    await expect(rowWith(page, device)).toContainText("启用");
    await saveScreenshot(page, "env-list");
    await page.getByRole("link", { name: `编辑 ${device}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `编辑设备：${device}` })).toBeVisible();

    // A reading through the form, then the chart of the period.
    await page.goto("/envPlateData/save");
    await searchAndPick(page, /^设备/, device, `${device} (${code})`);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("请至少填写一项监测数据")).toBeVisible();
    await page.getByLabel(/^温度/).fill("22.5");
    await page.getByLabel(/^空气湿度/).fill("61");
    await page.getByLabel(/^土壤湿度/).fill("34");
    await page.getByLabel(/^光照/).fill("12000");
    await page.getByLabel(/^CO₂/).fill("450");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "监测数据已保存");
    await expect(page).toHaveURL(/\/envPlateData\/list\?deviceId=\d+/);
    const deviceId = Number(new URL(page.url()).searchParams.get("deviceId"));
    await createReading(page, deviceId, new Date(Date.now() - 3_600_000), 19.5);
    await page.reload();
    await expect(page.getByTestId("table-total")).toHaveText("共 2 条");
    const chart = page.getByTestId("readings-chart");
    await expect(chart.locator("svg path.recharts-line-curve").first()).toBeVisible();
    await expect(chart.locator("svg path.recharts-line-curve")).toHaveCount(5);
    // The default period is the last 7 days: hourly averages (raw readings only up to 2 days).
    await expect(chart).toContainText("每小时平均");
    await saveScreenshot(page, "env-plate-data-list");
    await page
      .getByRole("link", { name: /^编辑 / })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 2, name: "编辑监测数据" })).toBeVisible();
    await expect(page.getByLabel(/^温度/)).not.toHaveValue("");

    // A plate grouping the device (modal on the list page).
    await page.goto("/envPlate/list");
    await page.getByRole("button", { name: "新增监测板" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/^监测板名称/).fill(`一号棚监测板${stamp}`);
    await searchAndPick(page, /^所属企业/, enterprise, enterprise);
    await dialog.getByRole("textbox", { name: /^设备/ }).click();
    await dialog.getByRole("textbox", { name: /^设备/ }).fill(device);
    await page.getByRole("option", { name: `${device} (${code})`, exact: true }).click();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "监测板已创建");
    await expect(rowWith(page, `一号棚监测板${stamp}`)).toContainText(device);
    await saveScreenshot(page, "env-plate-list");

    // Projects: a sheet with a bad row imports nothing and names the row; a good sheet imports all.
    await page.goto("/project/list");
    await expect(page.getByRole("link", { name: "下载模板" })).toHaveAttribute("href", /lang=zh/);
    await page.getByRole("button", { name: "导入" }).click();
    const importDialog = page.getByRole("dialog", { name: "导入项目" });
    const bad = await projectSheet([
      [`高标准农田${stamp}`, "良渚街道", "新港村", null, 1200000, "2026-03-01", "2026-10-31", "实施中", "灌溉渠改造"],
      [`茶园提升${stamp}`, "转塘街道", "龙坞村", null, 300000, "2026-09-01", "2026-05-01", "计划中", ""],
    ]);
    await importDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "bad.xlsx", mimeType: "application/octet-stream", buffer: bad });
    await importDialog.getByRole("button", { name: "开始导入" }).click();
    const errors = importDialog.getByRole("table");
    await expect(errors).toContainText("开始日期不能晚于结束日期");
    await expect(errors.getByRole("row").nth(1)).toContainText("3");
    await expect(importDialog.getByRole("alert")).toContainText("未导入任何数据");
    await saveScreenshot(page, "project-import-errors");
    const good = await projectSheet([
      [`高标准农田${stamp}`, "良渚街道", "新港村", null, 1200000, "2026-03-01", "2026-10-31", "实施中", "灌溉渠改造"],
      [`茶园提升${stamp}`, "转塘街道", "龙坞村", null, 300000, "2026-05-01", "2026-09-01", "计划中", ""],
    ]);
    await importDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "good.xlsx", mimeType: "application/octet-stream", buffer: good });
    await importDialog.getByRole("button", { name: "开始导入" }).click();
    await expectToast(page, "已导入 2 个项目");
    await expect(importDialog).toBeHidden();
    await expect(rowWith(page, `高标准农田${stamp}`)).toContainText("实施中");
    await expect(rowWith(page, `茶园提升${stamp}`)).toContainText("2026-05-01 ~ 2026-09-01");
    await saveScreenshot(page, "project-list");

    // Edit a project in its dialog: the end may not be before the start.
    await page.getByRole("button", { name: `编辑 茶园提升${stamp}` }).click();
    const projectDialog = page.getByRole("dialog", { name: "编辑项目" });
    await expect(projectDialog.getByLabel(/^项目名称/)).toHaveValue(`茶园提升${stamp}`);
    await saveScreenshot(page, "project-edit");
    await projectDialog.getByRole("button", { name: "取消" }).click();

    expect(pageErrors).toEqual([]);
  });
});
