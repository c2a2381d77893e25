import { expect, test, type Page } from "./support/test.ts";
import { GOOD_PASSWORD } from "./support/accounts.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith, signedInElsewhere } from "./support/system.ts";
import { searchAndPick, watchPageErrors } from "./support/traceability.ts";
import { trpcMutation } from "./support/trpc.ts";
import { signIn, expectToast } from "./support/ui.ts";

// The work platform's day at a village station: an operator records a purchase order through to
// delivery and a sale through to settlement, then submits the day's report with the counts
// pre-filled from those records; the county office sees the report.

/** A form input by the start of its label (the kit marks required ones with an asterisk). */
function input(page: Page, label: string) {
  return page.getByRole("textbox", { name: new RegExp(`^${label}`) });
}

async function roleId(key: string): Promise<number> {
  return withDb(async (client) => {
    const result = await client.query<{ id: number }>("SELECT id FROM role WHERE key = $1", [key]);
    return result.rows[0]!.id;
  });
}

test.describe("work platform: purchase and sales agency, daily report", () => {
  test("an operator's day, seen by the county", async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const errors = watchPageErrors([page]);
    const stamp = Date.now() % 1_000_000;
    const stationName = `东山村服务站${stamp}`;
    const villager = `王大妈${stamp}`;
    const operator = `station-op-${stamp}`;
    const county = `county-${stamp}`;

    // Fixtures as the administrator: a station, an operator bound to it, a county user.
    await loginAsAdmin(page);
    const site = await withDb(
      async (client) => (await client.query<{ id: number }>("SELECT min(id) AS id FROM site")).rows[0]!.id,
    );
    const town = await trpcMutation<{ id: number }>(page.request, "town.create", {
      name: `东山镇${stamp}`,
      code: `T${stamp}`,
      countyCode: null,
      head: null,
      phone: null,
      address: null,
    });
    const station = await trpcMutation<{ id: number }>(page.request, "villageStation.create", {
      townId: town.id,
      name: stationName,
      code: `S${stamp}`,
      master: null,
      phone: null,
      address: null,
      longitude: null,
      latitude: null,
      openingHours: null,
      serviceItems: [],
    });
    const user = (username: string, realName: string, role: number) =>
      trpcMutation<{ id: number }>(page.request, "user.create", {
        username,
        password: GOOD_PASSWORD,
        realName,
        mobile: "",
        email: "",
        roleIds: [role],
        siteIds: [site],
        enabled: true,
        enterpriseId: null,
      });
    const operatorUser = await user(operator, "李站长", await roleId("station-operator"));
    await user(county, "县办张科长", await roleId("county-staff"));
    await withDb((client) =>
      client.query("INSERT INTO station_operator (user_id, station_id) VALUES ($1, $2)", [operatorUser.id, station.id]),
    );
    await page.context().clearCookies();

    // The operator signs in and records a purchase order.
    await signIn(page, operator, GOOD_PASSWORD, "/work_platform/buyAdd");
    await expect(page.getByTestId("purchase-order-add-page")).toBeVisible();
    const line = page.getByTestId("purchase-item-row").first();
    await line.getByRole("textbox", { name: "商品名称" }).fill("复合肥");
    await line.getByRole("textbox", { name: "数量" }).fill("2.5");
    await line.getByRole("textbox", { name: /预估单价/ }).fill("3.99");
    await page.getByRole("button", { name: "添加商品" }).click();
    const second = page.getByTestId("purchase-item-row").nth(1);
    await second.getByRole("textbox", { name: "商品名称" }).fill("玉米种子");
    await second.getByRole("textbox", { name: "数量" }).fill("3");
    await second.getByRole("textbox", { name: /预估单价/ }).fill("10");
    await expect(page.getByTestId("purchase-estimated-total")).toContainText("39.98");
    await searchAndPick(page, /^服务站/, stationName.slice(0, 3), stationName);
    await input(page, "村民姓名").fill(villager);
    await input(page, "预付定金").fill("20");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "代购订单已登记");
    await expect(page).toHaveURL(/\/work_platform\/buyList/);

    // Through the flow: purchasing → arrived (actual amount) → delivered.
    await rowWith(page, villager).getByRole("link", { name: /编辑/ }).click();
    await expect(page.getByTestId("purchase-order-edit-page")).toBeVisible();
    await page.getByRole("button", { name: "开始采购" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确认" }).click();
    await expect(page.getByTestId("agency-status").first()).toHaveText("采购中");
    await page.getByRole("button", { name: "登记到货" }).click();
    await page
      .getByRole("dialog")
      .getByRole("textbox", { name: /实际金额/ })
      .fill("45.5");
    await page.getByRole("dialog").getByRole("button", { name: "确认" }).click();
    await expect(page.getByTestId("purchase-balance")).toContainText("25.50");
    await page.getByRole("button", { name: "交付村民" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确认" }).click();
    await expect(page.getByTestId("agency-status").first()).toHaveText("已交付");
    await expect(page.getByTestId("agency-history")).toContainText("李站长");

    // A sale: listed → sold (in two sales) → settled.
    await page.goto("/work_platform/sellAdd");
    await searchAndPick(page, /^服务站/, stationName.slice(0, 3), stationName);
    await input(page, "村民姓名").fill(villager);
    await input(page, "产品名称").fill("土鸡蛋");
    await input(page, "数量").fill("10");
    await input(page, "单位").fill("斤");
    await input(page, "期望单价").fill("8");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "代销记录已登记");
    await rowWith(page, "土鸡蛋").filter({ hasText: villager }).getByRole("link", { name: /编辑/ }).click();
    await expect(page.getByTestId("sales-agency-edit-page")).toBeVisible();
    for (const quantity of ["4", "6"]) {
      await page.getByRole("button", { name: "登记销售" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox", { name: /^买家(\s*\*)?$/ }).fill("城里超市");
      await dialog.getByRole("textbox", { name: /^数量/ }).fill(quantity);
      await dialog.getByRole("textbox", { name: /^实际单价/ }).fill("9.5");
      await dialog.getByRole("button", { name: "确认" }).click();
      await expectToast(page, "销售已登记");
    }
    await expect(page.getByTestId("agency-sold-amount")).toContainText("95.00");
    await page.getByRole("button", { name: "结算" }).click();
    await page.getByRole("dialog").getByRole("textbox", { name: /^佣金/ }).fill("5");
    await expect(page.getByTestId("settle-paid")).toContainText("90.00");
    await page.getByRole("dialog").getByRole("button", { name: "确认" }).click();
    await expect(page.getByText("该代销记录已结算，为只读记录。")).toBeVisible();
    await expect(page.getByTestId("agency-paid")).toContainText("90.00");

    // The day's report: the counts are pre-filled from today's records (one purchase, one sale).
    await page.goto("/work_platform/dailyAdd");
    await searchAndPick(page, /^服务站/, stationName.slice(0, 3), stationName);
    // The day starts as today (China time), and the counts are filled in for it.
    await expect(page.getByRole("textbox", { name: "日期" })).not.toHaveValue("");
    await expect(page.getByText(/已按 .* 的代购、代销和快递记录预填数量/)).toBeVisible();
    await expect(input(page, "代购单数")).toHaveValue("1");
    await expect(input(page, "代销单数")).toHaveValue("1");
    await input(page, "来访人数").fill("12");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "日报已提交");
    await expect(page).toHaveURL(/\/work_platform\/dailyList/);

    // The county user sees the station's report.
    const countyPage = await signedInElsewhere(browser, baseURL, county);
    watchPageErrors([countyPage.page], errors);
    await countyPage.page.goto("/work_platform/dailyList");
    await expect(rowWith(countyPage.page, stationName)).toHaveCount(1);
    await expect(rowWith(countyPage.page, stationName)).toContainText("12");
    await countyPage.context.close();
    expect(errors).toEqual([]);
  });
});
