import { expect, test, type Page } from "./support/test.ts";
import { GOOD_PASSWORD } from "./support/accounts.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin } from "./support/system.ts";
import { watchPageErrors } from "./support/traceability.ts";
import { trpcMutation } from "./support/trpc.ts";
import { signIn } from "./support/ui.ts";

// Every route of the work platform opens a real page: for the administrator, and for a station
// operator confined to their own station (another station's records are neither listed nor
// opened by id; the county office's pages answer 没有权限).

type Records = { purchase: number; sale: number; report: number };

/** The GS1 check digit of the first 12 digits of a GTIN-13. */
function gtin13(first12: string): string {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

async function recordsOf(siteId: number, stationId: number, villager: string, daysAgo: number): Promise<Records> {
  return withDb(async (db) => {
    const id = async (sql: string, values: unknown[]) =>
      ((await db.query<{ id: number }>(sql, values)).rows[0] as { id: number }).id;
    return {
      purchase: await id(
        `INSERT INTO purchase_order (site_id, station_id, villager_name, updated_at) VALUES ($1, $2, $3, now()) RETURNING id`,
        [siteId, stationId, villager],
      ),
      sale: await id(
        `INSERT INTO sales_agency (site_id, station_id, villager_name, goods_name, quantity, unit, expected_price, updated_at)
         VALUES ($1, $2, $3, '土鸡蛋', 10, '斤', 8, now()) RETURNING id`,
        [siteId, stationId, villager],
      ),
      report: await id(
        `INSERT INTO daily_report (site_id, station_id, day, visitors, updated_at)
         VALUES ($1, $2, (now() AT TIME ZONE 'Asia/Shanghai')::date - $3::int, 7, now()) RETURNING id`,
        [siteId, stationId, daysAgo],
      ),
    };
  });
}

/** Opens a route and checks that a real page (a titled card, no load error) came up. */
async function opens(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /没有权限|页面不存在/ })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
}

test("every work-platform route opens for the administrator and, scoped, for a station operator", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchPageErrors([page]);
  const stamp = Date.now() % 100_000;
  const ownName = `南坞村服务站${stamp}`;
  const otherName = `北坞村服务站${stamp}`;
  const operator = `wp-pages-op-${stamp}`;

  await loginAsAdmin(page);
  const siteId = await withDb(
    async (db) => (await db.query<{ id: number }>("SELECT id FROM site WHERE is_master")).rows[0]!.id,
  );
  const town = await trpcMutation<{ id: number }>(page.request, "town.create", {
    name: `南坞镇${stamp}`,
    code: `WT${stamp}`,
    countyCode: null,
    head: null,
    phone: null,
    address: null,
  });
  const station = (name: string, code: string) =>
    trpcMutation<{ id: number }>(page.request, "villageStation.create", {
      townId: town.id,
      name,
      code,
      master: null,
      phone: null,
      address: null,
      longitude: null,
      latitude: null,
      openingHours: null,
      serviceItems: [],
    });
  const own = await station(ownName, `WS${stamp}`);
  const other = await station(otherName, `WN${stamp}`);
  const ownRecords = await recordsOf(siteId, own.id, `南坞村民${stamp}`, 1);
  const otherRecords = await recordsOf(siteId, other.id, `北坞村民${stamp}`, 1);

  // An enterprise with a company prefix and one commodity code under it.
  const codes = await withDb(async (db) => {
    const id = async (sql: string, values: unknown[]) =>
      ((await db.query<{ id: number }>(sql, values)).rows[0] as { id: number }).id;
    const enterprise = await id(
      "INSERT INTO enterprise (name, status, updated_at) VALUES ($1, 'approved', now()) RETURNING id",
      [`南坞茶叶合作社${stamp}`],
    );
    const prefix = `69${String(stamp).padStart(5, "0")}`;
    const enterpriseCode = await id(
      `INSERT INTO enterprise_code (site_id, enterprise_id, company_prefix, updated_at) VALUES ($1, $2, $3, now()) RETURNING id`,
      [siteId, enterprise, prefix],
    );
    const commodityCode = await id(
      `INSERT INTO commodity_code (site_id, enterprise_code_id, enterprise_id, product_name, item_reference, gtin, updated_at)
       VALUES ($1, $2, $3, '安吉白茶', '00001', $4, now()) RETURNING id`,
      [siteId, enterpriseCode, enterprise, gtin13(`${prefix}00001`)],
    );
    return { enterpriseCode, commodityCode };
  });

  const routes = (records: Records, stationId: number) => [
    "/work_platform/buyList",
    "/work_platform/buyAdd",
    `/work_platform/buyEdit?id=${records.purchase}`,
    "/work_platform/sellList",
    "/work_platform/sellAdd",
    `/work_platform/sellUpdate?id=${records.sale}`,
    "/work_platform/dailyList",
    "/work_platform/dailyAdd",
    `/work_platform/dailyView?id=${records.report}`,
    `/work_platform/dailyUpdate?id=${records.report}`,
    "/work_platform/stationList",
    `/work_platform/stationUpdate?id=${stationId}`,
    "/work_platform/enterpriseCodeList",
    "/work_platform/commodityCodeList",
  ];
  const countyPages = [
    "/work_platform/stationAdd",
    "/work_platform/enterpriseAdd",
    `/work_platform/enterpriseUpdate?id=${codes.enterpriseCode}`,
    "/work_platform/commodityCodeAdd",
    `/work_platform/commodityCodeUpdate?id=${codes.commodityCode}`,
  ];

  // The administrator: all nineteen routes.
  for (const path of [...routes(ownRecords, own.id), ...countyPages]) await opens(page, path);

  // The station operator, bound to the first station.
  const roleId = await withDb(
    async (db) => (await db.query<{ id: number }>("SELECT id FROM role WHERE key = 'station-operator'")).rows[0]!.id,
  );
  const user = await trpcMutation<{ id: number }>(page.request, "user.create", {
    username: operator,
    password: GOOD_PASSWORD,
    realName: "南坞站长",
    mobile: "",
    email: "",
    roleIds: [roleId],
    siteIds: [siteId],
    enabled: true,
    enterpriseId: null,
  });
  await withDb((db) =>
    db.query("INSERT INTO station_operator (user_id, station_id) VALUES ($1, $2)", [user.id, own.id]),
  );
  await page.context().clearCookies();
  await signIn(page, operator, GOOD_PASSWORD);

  for (const path of routes(ownRecords, own.id)) await opens(page, path);

  // Lists hold the operator's station only.
  for (const list of ["buyList", "sellList"]) {
    await page.goto(`/work_platform/${list}`);
    await expect(page.getByRole("table").first()).toContainText(`南坞村民${stamp}`);
    await expect(page.getByText(`北坞村民${stamp}`)).toHaveCount(0);
  }
  for (const list of ["dailyList", "stationList"]) {
    await page.goto(`/work_platform/${list}`);
    await expect(page.getByRole("table").first()).toContainText(ownName);
    await expect(page.getByText(otherName)).toHaveCount(0);
  }

  // Another station's records do not open by id.
  for (const path of [
    `/work_platform/buyEdit?id=${otherRecords.purchase}`,
    `/work_platform/sellUpdate?id=${otherRecords.sale}`,
    `/work_platform/dailyView?id=${otherRecords.report}`,
    `/work_platform/stationUpdate?id=${other.id}`,
  ]) {
    await test.step(`refused: ${path}`, async () => {
      await page.goto(path);
      await expect(page.getByText("数据不存在")).toBeVisible();
      await expect(page.getByText(otherName)).toHaveCount(0);
      await expect(page.getByText(`北坞村民${stamp}`)).toHaveCount(0);
    });
  }

  // The county office's pages are not the operator's.
  for (const path of countyPages) {
    await test.step(`county only: ${path}`, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "没有权限" })).toBeVisible();
    });
  }
  expect(errors).toEqual([]);
});
