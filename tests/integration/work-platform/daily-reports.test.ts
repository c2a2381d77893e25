import type { ApiClient } from "@suyuan/api/client";
import { DAILY_REPORT_CHART_DAYS } from "@suyuan/contracts/daily-report/daily-report-resource";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { makeStation, makeTown } from "../resources/commerce-fixtures.ts";
import { chinaDay, signedInUser } from "./daily-code-fixtures.ts";
import { failure } from "../../support/failure.ts";

// Station daily reports (服务站日报): one per station and day (also under parallel saves), the
// counts pre-filled from the agency records and the express area, the 7-day rule, station scope.

const DAILY_KEYS = [
  "/work_platform/dailyList",
  "/work_platform/dailyView",
  "/work_platform/dailyAdd",
  "/work_platform/dailyUpdate",
  OPERATION_KEYS.dailyDelete,
] as const;

const server = useTestServer();
let admin: ApiClient;
let operator: ApiClient;
let county: ApiClient;
let legacy: LegacyClient;
let stationA: number;
let stationB: number;
let stationC: number;
let siteId: number;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  const town = await makeTown(admin);
  stationA = (await makeStation(admin, town.id, "东村服务站")).id;
  stationB = (await makeStation(admin, town.id, "西村服务站")).id;
  stationC = (await makeStation(admin, town.id, "南村服务站")).id;
  siteId = (await prisma.site.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
  operator = (await signedInUser(admin, server().url, DAILY_KEYS, stationA)).client;
  county = (await signedInUser(admin, server().url, DAILY_KEYS, null)).client;
});

const report = (stationId: number, day: string, overrides: Record<string, unknown> = {}) => ({
  stationId,
  day,
  visitors: 12,
  purchaseOrders: 2,
  salesOrders: 1,
  expressIn: 5,
  expressOut: 3,
  turnover: 256.5,
  notes: "赶集日，人多",
  photos: [],
  ...overrides,
});

const rowsOf = (stationId: number, day: string) =>
  prisma.dailyReport.count({ where: { stationId, day: new Date(`${day}T00:00:00Z`) } });

describe("one report per station and day", () => {
  it("refuses a second report of a station and day, naming both, and writes nothing", async () => {
    const day = chinaDay(-1);
    const { id } = await admin.dailyReport.create.mutate(report(stationA, day));
    const got = await admin.dailyReport.get.query({ id });
    expect(got).toMatchObject({ day, visitors: 12, turnover: 256.5, station: { id: stationA, name: "东村服务站" } });
    expect(got.locked).toBe(false);
    const refused = await failure(admin.dailyReport.create.mutate(report(stationA, day, { visitors: 99 })));
    expect(refused.message).toContain("东村服务站");
    expect(refused.message).toContain(day);
    expect(refused.fieldErrors.day?.[0]).toContain(day);
    expect(await rowsOf(stationA, day)).toBe(1);
    // Another station the same day, and the same station another day, are separate reports.
    await admin.dailyReport.create.mutate(report(stationB, day));
    await admin.dailyReport.create.mutate(report(stationA, chinaDay(-2)));
    // Moving a report onto a taken day is refused alike.
    const { id: other } = await admin.dailyReport.create.mutate(report(stationA, chinaDay(-3)));
    const moved = await failure(admin.dailyReport.update.mutate({ id: other, data: report(stationA, day) }));
    expect(moved.message).toContain("东村服务站");
  });

  it("lets exactly one of parallel saves of a station and day through; the others get the named answer", async () => {
    const day = chinaDay(0);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        admin.dailyReport.create.mutate(report(stationC, day, { visitors: index })),
      ),
    );
    const ok = results.filter((result) => result.status === "fulfilled");
    expect(ok).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected") {
        expect(String((result.reason as Error).message)).toContain("南村服务站");
        expect(String((result.reason as Error).message)).toContain(day);
      }
    expect(await rowsOf(stationC, day)).toBe(1);
  });

  it("refuses a report for a day after today", async () => {
    const refused = await failure(admin.dailyReport.create.mutate(report(stationB, chinaDay(1))));
    expect(refused.fieldErrors.day).toBeDefined();
    expect(await rowsOf(stationB, chinaDay(1))).toBe(0);
  });
});

describe("pre-filled counts", () => {
  it("counts the station's agency records and parcels of the day, and the turnover", async () => {
    const day = chinaDay(0);
    const now = new Date();
    const yesterday = new Date(Date.now() - 86_400_000 - 3_600_000 * 2);
    const own = { siteId, stationId: stationA };
    const purchase = (extra: Record<string, unknown> = {}) =>
      prisma.purchaseOrder.create({ data: { ...own, villagerName: "张三", ...extra } });
    await purchase();
    await purchase();
    await purchase({ createdAt: yesterday });
    await prisma.purchaseOrder.create({ data: { siteId, stationId: stationB, villagerName: "李四" } });
    // Delivered today (created earlier): its actual amount counts towards the turnover.
    const delivered = await purchase({ createdAt: yesterday, status: "delivered", actualAmount: 88.4 });
    await prisma.purchaseOrderEvent.create({
      data: { orderId: delivered.id, fromStatus: "arrived", toStatus: "delivered", at: now, operatorName: "t" },
    });
    const agency = await prisma.salesAgency.create({
      data: { ...own, villagerName: "王五", goodsName: "土鸡蛋", quantity: 100, unit: "个", expectedPrice: 1.5 },
    });
    await prisma.salesAgencySale.create({
      data: {
        agencyId: agency.id,
        buyer: "超市",
        quantity: 40,
        unitPrice: 1.6,
        amount: 64,
        soldAt: now,
        operatorName: "t",
      },
    });
    await prisma.salesAgencySale.create({
      data: {
        agencyId: agency.id,
        buyer: "饭店",
        quantity: 10,
        unitPrice: 1.5,
        amount: 15,
        soldAt: yesterday,
        operatorName: "t",
      },
    });
    const parcel = (direction: "inbound" | "outbound", stationId: number, date = day) =>
      prisma.express.create({
        data: {
          siteId,
          stationId,
          company: "sf",
          waybillNo: `SF${Math.random().toString().slice(2, 14)}`,
          direction,
          date: new Date(`${date}T00:00:00Z`),
        },
      });
    await parcel("inbound", stationA);
    await parcel("inbound", stationA);
    await parcel("inbound", stationA);
    await parcel("outbound", stationA);
    await parcel("outbound", stationB);
    await parcel("inbound", stationA, chinaDay(-1));

    const filled = await operator.dailyReport.prefill.query({ stationId: stationA, day });
    expect(filled).toEqual({
      purchaseOrders: 2,
      salesOrders: 1,
      expressIn: 3,
      expressOut: 1,
      turnover: 152.4,
      existingId: null,
    });
    // The day of an existing report names it.
    const earlier = await operator.dailyReport.prefill.query({ stationId: stationA, day: chinaDay(-1) });
    expect(earlier.existingId).not.toBeNull();
    expect(earlier.expressIn).toBe(1);
  });
});

describe("reports older than 7 days", () => {
  it("are changed only by county staff; operators get a clear refusal and nothing changes", async () => {
    const old = chinaDay(-10);
    const { id } = await county.dailyReport.create.mutate(report(stationA, old));
    expect((await operator.dailyReport.get.query({ id })).locked).toBe(true);
    const update = await failure(
      operator.dailyReport.update.mutate({ id, data: report(stationA, old, { visitors: 1 }) }),
    );
    expect(update.appCode).toBe("RULE_VIOLATION");
    expect(update.message).toContain("7");
    const remove = await failure(operator.dailyReport.delete.mutate({ ids: [id] }));
    expect(remove.appCode).toBe("RULE_VIOLATION");
    // Nor can an operator move a recent report back, or backdate a new one.
    const recent = await operator.dailyReport.create.mutate(report(stationA, chinaDay(-4)));
    const backdated = await failure(
      operator.dailyReport.update.mutate({ id: recent.id, data: report(stationA, chinaDay(-9)) }),
    );
    expect(backdated.appCode).toBe("RULE_VIOLATION");
    expect((await failure(operator.dailyReport.create.mutate(report(stationA, chinaDay(-8))))).appCode).toBe(
      "RULE_VIOLATION",
    );
    expect((await prisma.dailyReport.findUniqueOrThrow({ where: { id } })).visitors).toBe(12);
    // Within 7 days the operator changes their report; the county user changes the old one.
    await operator.dailyReport.update.mutate({ id: recent.id, data: report(stationA, chinaDay(-4), { visitors: 7 }) });
    await operator.dailyReport.update.mutate({ id: recent.id, data: report(stationA, chinaDay(-7), { visitors: 7 }) });
    await county.dailyReport.update.mutate({ id, data: report(stationA, old, { visitors: 30 }) });
    expect((await prisma.dailyReport.findUniqueOrThrow({ where: { id } })).visitors).toBe(30);
    await county.dailyReport.delete.mutate({ ids: [id] });
    expect(await prisma.dailyReport.count({ where: { id } })).toBe(0);
  });
});

describe("station scope", () => {
  it("keeps an operator to their own station's reports, by list and by id", async () => {
    const day = chinaDay(-5);
    const { id: theirs } = await admin.dailyReport.create.mutate(report(stationB, day));
    const list = await operator.dailyReport.find.query({ page: 1, pageSize: 100 });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.stationId === stationA)).toBe(true);
    expect((await failure(operator.dailyReport.get.query({ id: theirs }))).appCode).toBe("NOT_FOUND");
    expect(
      (await failure(operator.dailyReport.update.mutate({ id: theirs, data: report(stationB, day, { visitors: 1 }) })))
        .appCode,
    ).toBe("NOT_FOUND");
    expect((await failure(operator.dailyReport.delete.mutate({ ids: [theirs] }))).appCode).toBe("NOT_FOUND");
    expect((await failure(operator.dailyReport.prefill.query({ stationId: stationB, day }))).appCode).toBe("NOT_FOUND");
    expect((await failure(operator.dailyReport.series.query({ stationId: stationB, to: day }))).appCode).toBe(
      "NOT_FOUND",
    );
    // Nor may they file a report for another station.
    const filed = await failure(operator.dailyReport.create.mutate(report(stationB, chinaDay(-6))));
    expect(filed.fieldErrors.stationId).toBeDefined();
    expect(await prisma.dailyReport.findUniqueOrThrow({ where: { id: theirs } })).toMatchObject({ visitors: 12 });
    // County staff see every station.
    const all = await county.dailyReport.find.query({ page: 1, pageSize: 100 });
    expect(new Set(all.items.map((item) => item.stationId))).toEqual(new Set([stationA, stationB, stationC]));
  });
});

describe("the view page's series and the legacy paths", () => {
  it("answers 30 days ending with the day asked, zeros where no report", async () => {
    const series = await operator.dailyReport.series.query({ stationId: stationA, to: chinaDay(0) });
    expect(series).toHaveLength(DAILY_REPORT_CHART_DAYS);
    expect(series.at(-1)?.day).toBe(chinaDay(0));
    expect(series[0]?.day).toBe(chinaDay(-(DAILY_REPORT_CHART_DAYS - 1)));
    const yesterday = series.find((point) => point.day === chinaDay(-1));
    expect(yesterday).toMatchObject({ reported: true, visitors: 12, turnover: 256.5 });
    expect(series.find((point) => point.day === chinaDay(-20))).toMatchObject({ reported: false, visitors: 0 });
  });

  it("serves daily/{list,get,save,prefill} at /api/admin/ in the envelope", async () => {
    const list = await legacy.call("/api/admin/daily/list", {
      pageNo: "1",
      pageSize: "5",
      stationId: String(stationA),
    });
    expect(list.code).toBe("200");
    expect(list.totalCount).toBeGreaterThan(0);
    const day = chinaDay(-6);
    const saved = await legacy.call("/api/admin/daily/save", {
      stationId: String(stationB),
      day,
      visitors: "3",
      turnover: "10.5",
    });
    expect(saved.code).toBe("200");
    const again = await legacy.call("/api/admin/daily/save", { stationId: String(stationB), day, visitors: "4" });
    expect(again.code).toBe("201");
    expect(again.message).toContain("西村服务站");
    const prefill = await legacy.call("/api/admin/daily/prefill", { stationId: String(stationB), day });
    expect(prefill.code).toBe("200");
    expect((prefill.body as { existingId: number }).existingId).toBe((saved.body as { id: number }).id);
  });
});

describe("a report without a turnover", () => {
  // The turnover is optional in the form; its column defaults to 0 and is never null.
  it("is saved with a turnover of 0 on both APIs, and an update without it keeps the rule", async () => {
    const trpcDay = chinaDay(-4);
    const { id } = await admin.dailyReport.create.mutate(report(stationC, trpcDay, { turnover: null }));
    expect(await admin.dailyReport.get.query({ id })).toMatchObject({ day: trpcDay, turnover: 0 });
    const { turnover: _absent, ...withoutTurnover } = report(stationC, trpcDay, { visitors: 7 });
    await admin.dailyReport.update.mutate({ id, data: withoutTurnover });
    expect(await admin.dailyReport.get.query({ id })).toMatchObject({ visitors: 7, turnover: 0 });

    const legacyDay = chinaDay(-5);
    const saved = await legacy.call("/api/admin/daily/save", {
      stationId: String(stationC),
      day: legacyDay,
      visitors: "1",
    });
    expect(saved.code).toBe("200");
    const legacyId = (saved.body as { id: number }).id;
    const updated = await legacy.call("/api/admin/daily/update", {
      id: String(legacyId),
      stationId: String(stationC),
      day: legacyDay,
      visitors: "2",
    });
    expect(updated.code).toBe("200");
    const row = await prisma.dailyReport.findUniqueOrThrow({ where: { id: legacyId } });
    expect(row.visitors).toBe(2);
    expect(Number(row.turnover)).toBe(0);
  });
});
