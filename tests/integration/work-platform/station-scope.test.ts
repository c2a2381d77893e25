import { createApiClient, type ApiClient } from "@suyuan/api/client";
import type { FieldsOf } from "@suyuan/contracts/kit/define-resource";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { SEEDED_ROLE_KEYS, STATION_OPERATOR_PERMS } from "@suyuan/contracts/permissions/seeded-roles";
import { TRPCClientError } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { makeStation, makeTown } from "../resources/commerce-fixtures.ts";

// The station scope beside the enterprise scope: an operator bound to a station (seeded
// station-operator role) reads and changes only that station's work-platform records, by list, by
// id, through tRPC and the legacy API, for every kit resource that declares `stationScope`; county
// staff (seeded county-staff role, bound to no station) see every station.

const server = useTestServer();
const PASSWORD = "Station-scope-1";

/** The station-scoped kit resources, each with a row of its own station and one of the other. */
type Rows = { own: number; other: number };
let rows: Record<string, Rows>;
let ids: { site: number; own: number; other: number; operatorId: number; spareId: number; memberId: number };
let admin: ApiClient;
let operator: ApiClient;
let county: ApiClient;

/** Any resource router by name (the test walks them all alike). */
type Generic = {
  find: { query: (input: object) => Promise<{ items: { id: number }[]; total: number }> };
  get: { query: (input: { id: number }) => Promise<Record<string, unknown>> };
  update: { mutate: (input: { id: number; data: Record<string, unknown> }) => Promise<unknown> };
  delete: { mutate: (input: { ids: number[] }) => Promise<unknown> };
  options: { query: (input: object) => Promise<{ id: number; name: string }[]> };
};
const router = (client: ApiClient, name: string) => (client as unknown as Record<string, Generic>)[name] as Generic;

async function code(promise: Promise<unknown>) {
  try {
    await promise;
    return "OK";
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCClientError);
    return (error as { data: { appCode: string } }).data.appCode;
  }
}

async function roleId(key: string) {
  return (await prisma.role.findUniqueOrThrow({ where: { key } })).id;
}

async function makeUser(username: string, role: string, enterpriseId: number | null = null) {
  const { id } = await admin.user.create.mutate({
    realName: "",
    mobile: "",
    email: "",
    roleIds: [await roleId(role)],
    siteIds: [ids.site],
    enabled: true,
    enterpriseId,
    username,
    password: PASSWORD,
  });
  return id;
}

async function signIn(username: string) {
  const client = createApiClient({ baseUrl: server().url });
  await client.auth.login.mutate({ username, password: PASSWORD });
  return client;
}

/** One row of each station-owned work-platform model at a station, written directly. */
async function stationRows(stationId: number, day: string) {
  const purchase = await prisma.purchaseOrder.create({
    data: {
      siteId: ids.site,
      stationId,
      villagerName: "王大妈",
      estimatedTotal: 30,
      items: { create: [{ name: "化肥", quantity: 1, estimatedUnitPrice: 30, estimatedAmount: 30 }] },
    },
  });
  const sales = await prisma.salesAgency.create({
    data: {
      siteId: ids.site,
      stationId,
      villagerName: "张大爷",
      goodsName: "土鸡蛋",
      quantity: 100,
      unit: "枚",
      expectedPrice: 1.5,
    },
  });
  const daily = await prisma.dailyReport.create({
    data: { siteId: ids.site, stationId, day: new Date(`${day}T00:00:00Z`), visitors: 12 },
  });
  return { purchaseOrder: purchase.id, salesAgency: sales.id, dailyReport: daily.id };
}

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  const site = (await prisma.site.findFirstOrThrow()).id;
  const town = await makeTown(admin);
  const own = (await makeStation(admin, town.id, "东村服务站")).id;
  const other = (await makeStation(admin, town.id, "西村服务站")).id;
  ids = { site, own, other, operatorId: 0, spareId: 0, memberId: 0 };
  // Today in China, the day the work bench and the daily reports go by.
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const ownRows = await stationRows(own, today);
  const otherRows = await stationRows(other, today);
  rows = {
    villageStation: { own, other },
    station: { own, other },
    purchaseOrder: { own: ownRows.purchaseOrder, other: otherRows.purchaseOrder },
    salesAgency: { own: ownRows.salesAgency, other: otherRows.salesAgency },
    dailyReport: { own: ownRows.dailyReport, other: otherRows.dailyReport },
  };
  ids.operatorId = await makeUser("east-op", SEEDED_ROLE_KEYS.stationOperator);
  ids.spareId = await makeUser("spare-op", SEEDED_ROLE_KEYS.stationOperator);
  const enterprise = await prisma.enterprise.create({ data: { name: "绿源合作社", status: "approved" } });
  ids.memberId = await makeUser("coop-member", SEEDED_ROLE_KEYS.stationOperator, enterprise.id);
  await makeUser("county-lead", SEEDED_ROLE_KEYS.countyStaff);
  // Bound through the station page, as the county office does it.
  const station = await admin.station.get.query({ id: own });
  await admin.station.update.mutate({ id: own, data: { ...stationFields(station), operatorIds: [ids.operatorId] } });
  operator = await signIn("east-op");
  county = await signIn("county-lead");
});

/** The station item as update input. */
function stationFields(item: Record<string, unknown>): FieldsOf<typeof RESOURCES.station> {
  const fields = Object.keys(RESOURCES.station.fields);
  return Object.fromEntries(fields.map((key) => [key, item[key]])) as FieldsOf<typeof RESOURCES.station>;
}

/** A resource's item as its update input: the definition's fields (and extra input the item carries). */
function updateData(name: string, item: Record<string, unknown>) {
  const definition = RESOURCES[name as keyof typeof RESOURCES];
  const keys = [...Object.keys(definition.fields), ...Object.keys(definition.extraInput ?? {})];
  return Object.fromEntries(keys.filter((key) => key in item).map((key) => [key, item[key]]));
}

describe("station scope", () => {
  it("is declared by exactly the station-owned work-platform resources (each has its rows here)", () => {
    const scoped = Object.values(RESOURCES)
      .filter((definition) => "stationScope" in definition && definition.stationScope)
      .map((definition) => definition.name)
      .sort();
    expect(scoped).toEqual(Object.keys(rows).sort());
  });

  it("makes the operator's session station-bound, and the county user's not", async () => {
    expect((await operator.auth.getMe.query()).stationId).toBe(ids.own);
    expect((await county.auth.getMe.query()).stationId).toBeNull();
    expect((await admin.auth.getMe.query()).stationId).toBeNull();
  });

  it("lists only the operator's station, and every station for county staff", async () => {
    for (const [name, { own, other }] of Object.entries(rows)) {
      const mine = (await router(operator, name).find.query({ page: 1, pageSize: 50 })).items.map((item) => item.id);
      expect(mine, name).toContain(own);
      expect(mine, name).not.toContain(other);
      const all = (await router(county, name).find.query({ page: 1, pageSize: 50 })).items.map((item) => item.id);
      expect(all, name).toEqual(expect.arrayContaining([own, other]));
    }
    const choices = (await operator.villageStation.options.query({})).map((option) => option.id);
    expect(choices).toEqual([ids.own]);
  });

  it("answers NOT_FOUND for another station's record by id and changes nothing", async () => {
    for (const [name, { own, other }] of Object.entries(rows)) {
      const api = router(operator, name);
      const otherItem = await router(admin, name).get.query({ id: other });
      expect(await code(api.get.query({ id: other })), `${name}.get`).toBe("NOT_FOUND");
      expect(await code(api.get.query({ id: own })), `${name}.get own`).toBe("OK");
      expect(await code(api.update.mutate({ id: other, data: updateData(name, otherItem) })), `${name}.update`).toBe(
        "NOT_FOUND",
      );
      // Without the delete key the refusal comes first (stations are deleted by the county office).
      const definition = RESOURCES[name as keyof typeof RESOURCES];
      const refusal = STATION_OPERATOR_PERMS.includes(definition.keys.delete ?? "") ? "NOT_FOUND" : "FORBIDDEN";
      expect(await code(api.delete.mutate({ ids: [other] })), `${name}.delete`).toBe(refusal);
      expect(await code(api.delete.mutate({ ids: [own, other] })), `${name}.delete both`).toBe(refusal);
      expect(await router(admin, name).get.query({ id: other }), name).toEqual(otherItem);
      expect(await router(admin, name).get.query({ id: own }), name).toMatchObject({ id: own });
    }
  });

  it("refuses the status actions and read-outs of another station's records, changing nothing", async () => {
    const order = rows.purchaseOrder!.other;
    const agency = rows.salesAgency!.other;
    const before = {
      order: await prisma.purchaseOrder.findUniqueOrThrow({ where: { id: order } }),
      agency: await prisma.salesAgency.findUniqueOrThrow({ where: { id: agency } }),
      events: await prisma.purchaseOrderEvent.count(),
      sales: await prisma.salesAgencySale.count(),
    };
    expect(await code(operator.purchaseOrder.transition.mutate({ id: order, to: "purchasing" }))).toBe("NOT_FOUND");
    expect(await code(operator.purchaseOrder.transition.mutate({ id: order, to: "cancelled" }))).toBe("NOT_FOUND");
    expect(await code(operator.purchaseOrder.findEvents.query({ orderId: order }))).toBe("NOT_FOUND");
    const sale = { id: agency, buyer: "县机关食堂", quantity: 10, unitPrice: 1.6 };
    expect(await code(operator.salesAgency.sell.mutate(sale))).toBe("NOT_FOUND");
    expect(await code(operator.salesAgency.settle.mutate({ id: agency, commission: 0 }))).toBe("NOT_FOUND");
    expect(await code(operator.salesAgency.findHistory.query({ agencyId: agency }))).toBe("NOT_FOUND");
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await code(operator.dailyReport.prefill.query({ stationId: ids.other, day }))).toBe("NOT_FOUND");
    expect(await prisma.purchaseOrder.findUniqueOrThrow({ where: { id: order } })).toEqual(before.order);
    expect(await prisma.salesAgency.findUniqueOrThrow({ where: { id: agency } })).toEqual(before.agency);
    expect(await prisma.purchaseOrderEvent.count()).toBe(before.events);
    expect(await prisma.salesAgencySale.count()).toBe(before.sales);
    // The same actions on the operator's own records go through.
    expect(
      await code(operator.purchaseOrder.transition.mutate({ id: rows.purchaseOrder!.own, to: "purchasing" })),
    ).toBe("OK");
  });

  it("refuses another station in a write and writes into the operator's own", async () => {
    const item = await admin.salesAgency.get.query({ id: rows.salesAgency!.own });
    const data = { ...updateData("salesAgency", item), stationId: ids.other };
    const before = await prisma.salesAgency.count();
    const refused = operator.salesAgency.create.mutate(data as never);
    await expect(refused).rejects.toMatchObject({ data: { appCode: "BAD_REQUEST" } });
    await refused.catch((error: { data: { fieldErrors?: Record<string, string[]> } }) =>
      expect(Object.keys(error.data.fieldErrors ?? {})).toContain("stationId"),
    );
    expect(await prisma.salesAgency.count()).toBe(before);
    const { id } = await operator.salesAgency.create.mutate({ ...data, stationId: ids.own } as never);
    expect((await prisma.salesAgency.findUniqueOrThrow({ where: { id } })).stationId).toBe(ids.own);
    // An operator creates no stations.
    const station = await admin.station.get.query({ id: ids.own });
    const planted = { ...stationFields(station), code: "PLANT", operatorIds: [] };
    expect(await code(operator.station.create.mutate(planted))).toBe("FORBIDDEN");
  });

  it("holds on the legacy paths too", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    expect((await api.login("east-op", PASSWORD)).code).toBe("200");
    const legacyNames: Record<string, string> = { villageStation: "stationInfo" };
    for (const [name, { own, other }] of Object.entries(rows)) {
      const legacy = legacyNames[name] ?? RESOURCES[name as keyof typeof RESOURCES].legacy[0];
      expect((await api.call(`/api/admin/${legacy}/get`, { id: String(other) })).code, legacy).toBe("206");
      expect((await api.call(`/api/admin/${legacy}/get`, { id: String(own) })).code, legacy).toBe("200");
      const definition = RESOURCES[name as keyof typeof RESOURCES];
      const refusal = STATION_OPERATOR_PERMS.includes(definition.keys.delete ?? "") ? "206" : "209";
      expect((await api.call(`/api/admin/${legacy}/delete`, { ids: String(other) })).code, legacy).toBe(refusal);
      const list = await api.call(`/api/admin/${legacy}/list`, {});
      const scoped = (await router(operator, name).find.query({ page: 1, pageSize: 1 })).total;
      const all = (await router(county, name).find.query({ page: 1, pageSize: 1 })).total;
      expect(list.totalCount, legacy).toBe(scoped);
      expect(scoped, legacy).toBeLessThan(all);
    }
    expect(await prisma.villageStation.count({ where: { id: ids.other } })).toBe(1);
  });
});

describe("station operators", () => {
  it("offers this site's staff accounts, never enterprise members", async () => {
    const names = (await admin.station.operatorOptions.query({})).map((option) => option.name);
    expect(names).toEqual(expect.arrayContaining(["east-op", "spare-op", "county-lead"]));
    expect(names).not.toContain("coop-member");
    const item = await admin.station.get.query({ id: ids.other });
    const bindMember = admin.station.update.mutate({
      id: ids.other,
      data: { ...stationFields(item), operatorIds: [ids.memberId] },
    });
    expect(await code(bindMember)).toBe("BAD_REQUEST");
  });

  it("binds a user to one station only, naming the station that has them", async () => {
    const item = await admin.station.get.query({ id: ids.other });
    const taken = admin.station.update.mutate({
      id: ids.other,
      data: { ...stationFields(item), operatorIds: [ids.operatorId] },
    });
    await expect(taken).rejects.toThrow(/东村服务站/);
    expect(await prisma.stationOperator.findMany({ where: { stationId: ids.other } })).toEqual([]);
    await admin.station.update.mutate({ id: ids.other, data: { ...stationFields(item), operatorIds: [ids.spareId] } });
    const after = await admin.station.get.query({ id: ids.other });
    expect(after.operators.map((user) => user.name)).toEqual(["spare-op"]);
  });

  it("lets only county staff change who operates a station", async () => {
    const mine = await operator.station.get.query({ id: ids.own });
    expect(mine.operators.map((user) => user.name)).toEqual(["east-op"]);
    const changed = operator.station.update.mutate({
      id: ids.own,
      data: { ...stationFields(mine), operatorIds: [ids.operatorId, ids.spareId] },
    });
    expect(await code(changed)).toBe("FORBIDDEN");
    // Hours and services are the operator's to keep up.
    await operator.station.update.mutate({
      id: ids.own,
      data: { ...stationFields(mine), openingHours: "每天 8:00-18:00", serviceItems: ["express", "purchase"] },
    });
    const saved = await prisma.villageStation.findUniqueOrThrow({ where: { id: ids.own } });
    expect(saved.openingHours).toBe("每天 8:00-18:00");
    expect(await prisma.stationOperator.count({ where: { stationId: ids.own } })).toBe(1);
  });

  it("unbinding ends the scope on the next request", async () => {
    const item = await admin.station.get.query({ id: ids.other });
    await admin.station.update.mutate({ id: ids.other, data: { ...stationFields(item), operatorIds: [] } });
    const spare = await signIn("spare-op");
    expect((await spare.auth.getMe.query()).stationId).toBeNull();
    const all = (await spare.purchaseOrder.find.query({ page: 1, pageSize: 50 })).items.map((row) => row.id);
    expect(all).toEqual(expect.arrayContaining([rows.purchaseOrder!.own, rows.purchaseOrder!.other]));
  });
});

describe("work bench", () => {
  it("shows an operator their station's open orders and today's report, county staff every station", async () => {
    const mine = await operator.work.stationToday.query();
    expect(mine.station).toEqual({ id: ids.own, name: "东村服务站" });
    const openOwn = await prisma.purchaseOrder.count({
      where: { stationId: ids.own, status: { in: ["submitted", "purchasing", "arrived"] } },
    });
    expect(mine.purchase?.open).toBe(openOwn);
    expect(mine.purchase?.items.every((item) => item.stationName === "东村服务站")).toBe(true);
    expect(mine.sales?.items.every((item) => item.stationName === "东村服务站")).toBe(true);
    expect(mine.daily).toEqual({ myReportId: rows.dailyReport!.own, stations: 1, reported: 1 });

    const all = await county.work.stationToday.query();
    expect(all.station).toBeNull();
    expect(all.purchase?.open).toBe(
      await prisma.purchaseOrder.count({ where: { status: { in: ["submitted", "purchasing", "arrived"] } } }),
    );
    expect(all.daily).toEqual({ myReportId: null, stations: 2, reported: 2 });
    // Today's report gone: the operator's card says it is due.
    await prisma.dailyReport.delete({ where: { id: rows.dailyReport!.own } });
    expect((await operator.work.stationToday.query()).daily).toEqual({ myReportId: null, stations: 1, reported: 0 });
  });
});
