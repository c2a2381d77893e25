// The work-platform part of `npm run seed:demo`: a month of daily business at three village
// stations of the rural-commerce demo (安吉县): an operator bound to each and a county user;
// purchase orders (代购) in every status with their events; sales-agency records (代销) listed,
// partly sold, sold and settled; a daily report per station per day (today's still missing at one
// station, as the work bench shows); the county office's enterprise codes, commodity category
// tree and commodity codes with computed GTIN-13s.
//
// The operators are bound through the station service (checked and logged like the page). The
// month of history is written directly, backdated: the services stamp every change "now", and
// a demo month needs last month's times. The amounts follow the same rules (line = quantity ×
// price, totals, sold ≤ offered, paid = sold − commission), and the daily reports hold the counts
// the add form would have pre-filled.
import { composeGtin13 } from "@suyuan/contracts/commodity-code/gtin13";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import type { PurchaseStatus } from "@suyuan/contracts/work-platform/purchase-order-status";
import type { SalesAgencyStatus } from "@suyuan/contracts/work-platform/sales-agency-status";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { generatePassword } from "../src/lib/random.ts";
import { hashPassword } from "../src/services/auth/password-hash.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";

const DAYS = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The stations of seed-demo-rural.ts the platform demo works at, with their operators. */
const STATIONS: [code: string, username: string, realName: string][] = [
  ["AJ-S01", "huangdu-op", "盛小华"],
  ["AJ-S02", "xucunwan-op", "徐国平"],
  ["AJ-S03", "yucun-op", "潘文革"],
];
const COUNTY_USER: [username: string, realName: string] = ["anji-county", "沈丽娟"];
const VILLAGERS: [name: string, phone: string][] = [
  ["王秀英", "13857202000"],
  ["李建国", "13857202001"],
  ["张桂兰", "13857202002"],
  ["刘志强", "13857202003"],
  ["陈阿婆", "13957305511"],
  ["胡老伯", "13957305512"],
];
const PURCHASE_GOODS: [name: string, specification: string, unit: string, price: number][] = [
  ["复合肥", "50公斤/袋", "袋", 165],
  ["有机肥", "40公斤/袋", "袋", 58],
  ["白茶茶苗", "二年生", "株", 1.2],
  ["电动喷雾器", "16升锂电", "台", 238],
  ["农用薄膜", "8米×0.012毫米", "卷", 126],
  ["鸡饲料", "25公斤/袋", "袋", 96],
  ["老花镜", "+200度", "副", 25],
  ["电饭煲", "4升", "台", 199],
];
const PRODUCE: [name: string, unit: string, price: number, quantity: number][] = [
  ["安吉白茶", "斤", 380, 20],
  ["笋干", "斤", 45, 60],
  ["土鸡蛋", "枚", 1.5, 600],
  ["土蜂蜜", "斤", 80, 30],
  ["板栗", "斤", 12, 150],
  ["竹编果篮", "个", 35, 40],
];
const BUYERS = ["杭州鲜丰水果", "湖州农家乐联盟", "安吉悦榕庄", "县机关食堂", "上海游客（散客）", "递铺镇超市"];
const NOTES = [
  "上午取件高峰，下午帮两位老人代缴电费。",
  "代销笋干被农家乐订走一批。",
  "雨天，来站人数偏少。",
  "为村民讲解网上缴费和视频通话。",
  "快递到件多，已电话通知村民取件。",
];

/** A small deterministic generator, so every run seeds the same month. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const cents = (yuan: number) => Math.round(yuan * 100) / 100;

/** The China calendar day `back` days before today, and the instant of a China time that day. */
function chinaDay(back: number): string {
  return new Date(Date.now() + 8 * HOUR - back * DAY).toISOString().slice(0, 10);
}
function at(day: string, hours: number): Date {
  const instant = new Date(`${day}T00:00:00+08:00`).getTime() + hours * HOUR;
  // Never in the future (a seed run early in the morning).
  return new Date(Math.min(instant, Date.now() - 60_000));
}

type Station = { id: number; siteId: number; operatorId: number; operatorName: string };
type Operator = { operatorId: number; operatorName: string };
type StatusEvent<S> = Operator & { fromStatus: S | null; toStatus: S; at: Date };

async function demoUser(
  tx: TransactionClient,
  siteId: number,
  roleKey: string,
  username: string,
  realName: string,
  passwordHash: string,
) {
  const role = await tx.role.findUniqueOrThrow({ where: { key: roleKey }, select: { id: true } });
  return tx.user.create({
    data: {
      username,
      realName,
      passwordHash,
      roles: { create: [{ roleId: role.id }] },
      sites: { create: [{ siteId }] },
    },
    select: { id: true },
  });
}

/** Binds the operator through the station service, as the county office does on the station page. */
async function bindOperator(ctx: ServiceContext, stationId: number, userId: number) {
  const item = await RESOURCE_SERVICES.station.get(ctx, stationId);
  const input = Object.fromEntries(Object.keys(RESOURCES.station.fields).map((key) => [key, item[key]]));
  const data = RESOURCES.station.schemas.fields.parse({ ...input, operatorIds: [userId] }) as Record<string, unknown>;
  await RESOURCE_SERVICES.station.update(ctx, stationId, data);
}

/** One station's purchase orders over the month, in every status by age, with their events. */
async function seedPurchases(tx: TransactionClient, station: Station, next: () => number) {
  const operator: Operator = { operatorId: station.operatorId, operatorName: station.operatorName };
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const day = chinaDay(back);
    const count = Math.floor(next() * 3);
    for (let n = 0; n < count; n += 1) {
      const [villager, phone] = VILLAGERS[Math.floor(next() * VILLAGERS.length)] ?? VILLAGERS[0]!;
      const lines = 1 + Math.floor(next() * 3);
      const items = Array.from({ length: lines }, (_, sort) => {
        const [name, specification, unit, price] = PURCHASE_GOODS[Math.floor(next() * PURCHASE_GOODS.length)]!;
        const quantity = 1 + Math.floor(next() * (price < 5 ? 200 : 4));
        return {
          sort,
          name,
          specification,
          unit,
          quantity,
          estimatedUnitPrice: price,
          estimatedAmount: cents(quantity * price),
        };
      });
      const estimatedTotal = cents(items.reduce((sum, item) => sum + item.estimatedAmount, 0));
      // Older orders have come further: delivered (or, now and then, cancelled before arrival).
      const roll = next();
      const path: Exclude<PurchaseStatus, "submitted">[] =
        roll < 0.08
          ? ["cancelled"]
          : back >= 6
            ? ["purchasing", "arrived", "delivered"]
            : back >= 3
              ? roll < 0.5
                ? ["purchasing", "arrived", "delivered"]
                : ["purchasing", "arrived"]
              : back >= 1
                ? ["purchasing"]
                : [];
      const createdAt = at(day, 8.5 + n * 2 + next());
      const arrived = path.includes("arrived");
      const actualAmount = arrived ? cents(estimatedTotal * (0.94 + next() * 0.1)) : null;
      const status = path.at(-1) ?? "submitted";
      const times = path.map((_, index) => new Date(createdAt.getTime() + (index + 1) * (18 + next() * 20) * HOUR));
      const changedAt = new Date(Math.min(times.at(-1)?.getTime() ?? createdAt.getTime(), Date.now() - 60_000));
      const order = await tx.purchaseOrder.create({
        data: {
          siteId: station.siteId,
          stationId: station.id,
          villagerName: villager,
          villagerPhone: phone,
          budget: Math.ceil(estimatedTotal / 50) * 50,
          deposit: cents(Math.round((estimatedTotal * 0.3) / 10) * 10),
          estimatedTotal,
          actualAmount,
          status,
          statusChangedAt: changedAt,
          remark: status === "cancelled" ? "村民改为自行到镇上购买" : null,
          createdAt,
          updatedAt: changedAt,
          items: { create: items },
        },
        select: { id: true },
      });
      let from: PurchaseStatus = "submitted";
      const events: StatusEvent<PurchaseStatus>[] = [
        { fromStatus: null, toStatus: "submitted", at: createdAt, ...operator },
      ];
      for (const [index, to] of path.entries()) {
        const time = new Date(Math.min(times[index]!.getTime(), Date.now() - 60_000));
        events.push({ fromStatus: from, toStatus: to, at: time, ...operator });
        from = to;
      }
      await tx.purchaseOrderEvent.createMany({ data: events.map((event) => ({ orderId: order.id, ...event })) });
    }
  }
}

/** One station's sales-agency records: listed, partly sold, sold out, and settled with commission. */
async function seedSales(tx: TransactionClient, station: Station, next: () => number) {
  const operator: Operator = { operatorId: station.operatorId, operatorName: station.operatorName };
  for (let back = DAYS - 1; back >= 0; back -= 2) {
    if (next() < 0.3) continue;
    const day = chinaDay(back);
    const [villager, phone] = VILLAGERS[Math.floor(next() * VILLAGERS.length)] ?? VILLAGERS[0]!;
    const [goodsName, unit, price, offered] = PRODUCE[Math.floor(next() * PRODUCE.length)]!;
    const createdAt = at(day, 9 + next() * 6);
    // Sales every couple of days after listing; the oldest records sell out and are settled.
    const sales: { quantity: number; unitPrice: number; amount: number; soldAt: Date; buyer: string }[] = [];
    let sold = 0;
    for (let after = 1; after <= back && sold < offered; after += 2) {
      if (next() < 0.35) continue;
      const quantity = Math.min(offered - sold, Math.max(1, Math.round(offered * (0.25 + next() * 0.5))));
      const unitPrice = cents(price * (0.9 + next() * 0.25));
      sold += quantity;
      const soldAt = at(chinaDay(back - after), 10 + next() * 7);
      sales.push({
        quantity,
        unitPrice,
        amount: cents(quantity * unitPrice),
        soldAt,
        buyer: BUYERS[Math.floor(next() * BUYERS.length)]!,
      });
    }
    const soldAmount = cents(sales.reduce((sum, sale) => sum + sale.amount, 0));
    const soldOut = sold >= offered;
    const settle = sales.length > 0 && (soldOut ? back >= 8 : back >= 20);
    const commission = settle ? cents(soldAmount * 0.06) : null;
    const lastSale = sales.at(-1)?.soldAt ?? createdAt;
    const settledAt = settle ? new Date(Math.min(lastSale.getTime() + 2 * DAY, Date.now() - 60_000)) : null;
    const status = settle ? "settled" : soldOut ? "sold" : "listed";
    const changedAt = settledAt ?? (soldOut ? lastSale : createdAt);
    const agency = await tx.salesAgency.create({
      data: {
        siteId: station.siteId,
        stationId: station.id,
        villagerName: villager,
        villagerPhone: phone,
        goodsName,
        quantity: offered,
        unit,
        expectedPrice: price,
        soldQuantity: sold,
        soldAmount,
        status,
        statusChangedAt: changedAt,
        paidAmount: commission === null ? null : cents(soldAmount - commission),
        commission,
        settledAt,
        createdAt,
        updatedAt: changedAt,
      },
      select: { id: true },
    });
    await tx.salesAgencySale.createMany({
      data: sales.map((sale) => ({ agencyId: agency.id, ...sale, ...operator })),
    });
    const events: StatusEvent<SalesAgencyStatus>[] = [
      { fromStatus: null, toStatus: "listed", at: createdAt, ...operator },
    ];
    if (soldOut) events.push({ fromStatus: "listed", toStatus: "sold", at: lastSale, ...operator });
    if (settledAt)
      events.push({ fromStatus: soldOut ? "sold" : "listed", toStatus: "settled", at: settledAt, ...operator });
    await tx.salesAgencyEvent.createMany({ data: events.map((event) => ({ agencyId: agency.id, ...event })) });
  }
}

/** The counts the daily report's add form pre-fills (daily-report-prefill.ts), for one day. */
async function dayCounts(tx: TransactionClient, station: Station, day: string) {
  const start = new Date(`${day}T00:00:00+08:00`);
  const during = { gte: start, lt: new Date(start.getTime() + DAY) };
  const own = { siteId: station.siteId, stationId: station.id };
  const [purchaseOrders, salesOrders, expressIn, expressOut, sold, delivered] = await Promise.all([
    tx.purchaseOrder.count({ where: { ...own, createdAt: during } }),
    tx.salesAgency.count({ where: { ...own, createdAt: during } }),
    tx.express.count({ where: { ...own, direction: "inbound", date: new Date(`${day}T00:00:00Z`) } }),
    tx.express.count({ where: { ...own, direction: "outbound", date: new Date(`${day}T00:00:00Z`) } }),
    tx.salesAgencySale.aggregate({ where: { soldAt: during, agency: own }, _sum: { amount: true } }),
    tx.purchaseOrder.aggregate({
      where: { ...own, status: "delivered", events: { some: { toStatus: "delivered", at: during } } },
      _sum: { actualAmount: true },
    }),
  ]);
  const turnover = cents(Number(sold._sum.amount ?? 0) + Number(delivered._sum.actualAmount ?? 0));
  return { purchaseOrders, salesOrders, expressIn, expressOut, turnover };
}

async function seedDailyReports(tx: TransactionClient, station: Station, next: () => number, today: boolean) {
  for (let back = DAYS - 1; back >= (today ? 0 : 1); back -= 1) {
    const day = chinaDay(back);
    const counts = await dayCounts(tx, station, day);
    const createdAt = at(day, 18 + next());
    await tx.dailyReport.create({
      data: {
        siteId: station.siteId,
        stationId: station.id,
        day: new Date(`${day}T00:00:00Z`),
        visitors: counts.purchaseOrders + counts.salesOrders + 6 + Math.floor(next() * 25),
        ...counts,
        notes: NOTES[Math.floor(next() * NOTES.length)] ?? null,
        createdById: station.operatorId,
        updatedById: station.operatorId,
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
}

/** The county office's codes: three enterprises' company prefixes, a category tree, product codes. */
async function seedCodes(tx: TransactionClient, siteId: number, countyUserId: number) {
  const enterprises = await tx.enterprise.findMany({
    where: { status: "approved" },
    orderBy: { id: "asc" },
    take: 3,
    select: { id: true, goods: { select: { id: true, name: true, specification: true }, orderBy: { id: "asc" } } },
  });
  const prefixes = ["6971234", "69801235", "699012367"];
  const root = async (code: string, name: string, parentId: number | null, level: number, sort: number) =>
    (await tx.commodityCategory.create({ data: { siteId, code, name, parentId, level, sort }, select: { id: true } }))
      .id;
  const farm = await root("01", "农产品", null, 1, 0);
  const tea = await root("0101", "茶叶", farm, 2, 0);
  const produce = await root("0102", "果蔬粮油", farm, 2, 1);
  const processed = await root("02", "加工食品", null, 1, 1);
  const dried = await root("0201", "干货与特产", processed, 2, 0);
  const categories = [tea, produce, dried];
  let codes = 0;
  for (const [index, enterprise] of enterprises.entries()) {
    const companyPrefix = prefixes[index]!;
    const code = await tx.enterpriseCode.create({
      data: {
        siteId,
        enterpriseId: enterprise.id,
        companyPrefix,
        assignedById: countyUserId,
        assignedAt: new Date(Date.now() - (20 - index * 5) * DAY),
        note: "县商务局统一分配",
      },
      select: { id: true },
    });
    const products =
      enterprise.goods.length > 0 ? enterprise.goods : [{ id: null, name: "示范产品", specification: null }];
    for (const [n, goods] of products.slice(0, 3).entries()) {
      const itemReference = String(n + 1).padStart(12 - companyPrefix.length, "0");
      await tx.commodityCode.create({
        data: {
          siteId,
          enterpriseCodeId: code.id,
          enterpriseId: enterprise.id,
          categoryId: categories[index] ?? null,
          goodsId: goods.id,
          productName: goods.name,
          specification: goods.specification,
          itemReference,
          gtin: composeGtin13(companyPrefix, itemReference),
        },
      });
      codes += 1;
    }
  }
  return { enterprises: enterprises.length, codes };
}

export async function seedWorkPlatformDemo(ctx: ServiceContext): Promise<{ written: boolean; summary: string }> {
  const siteId = ctx.actor.siteId;
  if (siteId === null) return { written: false, summary: "" };
  if (await prisma.user.findUnique({ where: { username: COUNTY_USER[0] }, select: { id: true } }))
    return { written: false, summary: "" };
  const stationRows = await prisma.villageStation.findMany({
    where: { siteId, code: { in: STATIONS.map(([code]) => code) } },
    orderBy: { code: "asc" },
    select: { id: true, code: true },
  });
  if (stationRows.length !== STATIONS.length) return { written: false, summary: "" };

  // One password for the demo accounts, printed once (like the first start's administrator).
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const { stations, countyUserId } = await prisma.$transaction(async (tx) => {
    const county = await demoUser(tx, siteId, SEEDED_ROLE_KEYS.countyStaff, ...COUNTY_USER, passwordHash);
    const bound: Station[] = [];
    for (const [index, [, username, realName]] of STATIONS.entries()) {
      const user = await demoUser(tx, siteId, SEEDED_ROLE_KEYS.stationOperator, username, realName, passwordHash);
      bound.push({ id: stationRows[index]!.id, siteId, operatorId: user.id, operatorName: username });
    }
    return { stations: bound, countyUserId: county.id };
  });
  for (const station of stations) await bindOperator(ctx, station.id, station.operatorId);

  const summary = await prisma.$transaction(
    async (tx) => {
      for (const [index, station] of stations.entries()) {
        const next = random(2026 + index);
        await seedPurchases(tx, station, next);
        await seedSales(tx, station, next);
        // The last station has not reported today yet: the work bench reminds its operator.
        await seedDailyReports(tx, station, next, index < stations.length - 1);
      }
      const codes = await seedCodes(tx, siteId, countyUserId);
      const [orders, agencies, reports] = await Promise.all([
        tx.purchaseOrder.count({ where: { siteId } }),
        tx.salesAgency.count({ where: { siteId } }),
        tx.dailyReport.count({ where: { siteId } }),
      ]);
      return (
        `${stations.length} stations with operators, ${orders} purchase orders, ${agencies} sales-agency records, ` +
        `${reports} daily reports, ${codes.enterprises} enterprise codes, ${codes.codes} commodity codes; ` +
        `demo accounts ${[COUNTY_USER[0], ...STATIONS.map(([, username]) => username)].join(", ")} ` +
        `share the password ${password}`
      );
    },
    { timeout: 120_000 },
  );
  return { written: true, summary };
}
