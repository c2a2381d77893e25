import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { badIdCard, idCard } from "../../support/master-data.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let townId: number;

function household(name: string, first17: string) {
  return {
    name,
    idCard: idCard(first17),
    householdSize: 4,
    provinceCode: null,
    cityCode: null,
    countyCode: null,
    townId: null,
    village: null,
    causes: ["illness" as const],
    incomePerCapita: null,
    cadreName: null,
    cadrePhone: null,
    measures: null,
  };
}

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  townId = (
    await admin.town.create.mutate({
      name: "双浦镇",
      code: "SP",
      countyCode: null,
      head: null,
      phone: null,
      address: null,
    })
  ).id;
});

describe("impoverished households (resource kit)", () => {
  it("creates, lists with filters, gets, updates and deletes, with the operation log", async () => {
    const { id } = await admin.personInfo.create.mutate({
      ...household("张大山", "33010619600101001"),
      townId,
      village: "铜鉴湖村",
      causes: ["illness", "lack_of_skills", "illness"],
      incomePerCapita: 3200.5,
      cadreName: "刘干部",
      cadrePhone: "0571-88886666",
      measures: "电商培训，产业帮扶",
    });
    await admin.personInfo.create.mutate(household("赵小河", "33010619700101002"));

    const byName = await admin.personInfo.find.query({ name: "大山", cadreName: "刘" });
    expect(byName.items.map((row) => row.name)).toEqual(["张大山"]);
    expect((await admin.personInfo.find.query({ townId })).total).toBe(1);
    expect((await admin.personInfo.find.query({ sortBy: "name", sortDir: "asc" })).total).toBe(2);
    // An element of the causes list; a state kept out of the form.
    expect((await admin.personInfo.find.query({ cause: "lack_of_skills" })).items.map((row) => row.name)).toEqual([
      "张大山",
    ]);
    expect((await admin.personInfo.find.query({ cause: "illness" })).total).toBe(2);
    expect((await admin.personInfo.find.query({ state: "registered" })).total).toBe(2);
    expect((await admin.personInfo.find.query({ state: "lifted" })).total).toBe(0);

    const got = await admin.personInfo.get.query({ id });
    expect(got).toMatchObject({
      name: "张大山",
      householdSize: 4,
      causes: ["illness", "lack_of_skills"],
      incomePerCapita: 3200.5,
      state: "registered",
      stateChangedAt: null,
      town: { id: townId, name: "双浦镇" },
    });

    // The state is not a form field: an update that sends one leaves it alone.
    await admin.personInfo.update.mutate({
      id,
      data: { ...got, householdSize: 5, state: "lifted" },
    });
    expect(await admin.personInfo.get.query({ id })).toMatchObject({ householdSize: 5, state: "registered" });

    await admin.personInfo.delete.mutate({ ids: [id] });
    expect(await prisma.personInfo.count({ where: { id } })).toBe(0);
    const operations = await prisma.operationLog.findMany({
      where: { resource: "personInfo", targetId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(operations.map((row) => row.operation)).toEqual(["create", "update", "delete"]);
  });

  it("changes the state with history, newest first, and refuses an unchanged state", async () => {
    const { id } = await admin.personInfo.create.mutate(household("钱家", "33010619800101003"));
    await admin.personInfo.updateState.mutate({ id, state: "lifted", date: "2025-12-01", reason: "产业增收" });
    await admin.personInfo.updateState.mutate({ id, state: "returned", date: "2026-03-01", reason: "因病返贫" });
    const person = await admin.personInfo.get.query({ id });
    expect(person).toMatchObject({ state: "returned", stateChangedAt: "2026-03-01" });

    const history = await admin.personInfo.findStateHistory.query({ personId: id });
    expect(history.map((change) => [change.fromState, change.toState, change.changedOn, change.reason])).toEqual([
      ["lifted", "returned", "2026-03-01", "因病返贫"],
      ["registered", "lifted", "2025-12-01", "产业增收"],
    ]);
    expect(history[0]?.operatorName).toBeTruthy();
    const rows = await prisma.personStateChange.findMany({ where: { personId: id } });
    expect(rows.every((row) => row.operatorId !== null)).toBe(true);

    const same = await refused(
      admin.personInfo.updateState.mutate({ id, state: "returned", date: "2026-03-02", reason: "再次" }),
    );
    expect(same.message).toBe("状态没有变化");
    expect(await prisma.personStateChange.count({ where: { personId: id } })).toBe(2);
    expect(
      await refusedFields(
        admin.personInfo.updateState.mutate({ id, state: "lifted", date: "2026-02-30", reason: "x" }),
      ),
    ).toEqual(["date"]);
    expect(
      await refusedFields(
        admin.personInfo.updateState.mutate({ id, state: "lifted", date: "2026-02-01", reason: " " }),
      ),
    ).toEqual(["reason"]);
    expect(await prisma.personStateChange.count({ where: { personId: id } })).toBe(2);
    expect(await prisma.operationLog.count({ where: { resource: "personInfo", operation: "update-state" } })).toBe(2);

    // Legacy: the origin's spelling and the alias.
    const legacyChange = await legacy.call("/api/admin/persoonInfo/updateState", {
      id: String(id),
      state: "lifted",
      date: "2026-04-01",
      reason: "稳定脱贫",
    });
    expect(legacyChange.code).toBe("200");
    const alias = await legacy.call("/api/personInfo/updateState", {
      id: String(id),
      state: "lifted",
      date: "2026-04-02",
      reason: "x",
    });
    expect(alias.code).not.toBe("200");
    expect((await admin.personInfo.findStateHistory.query({ personId: id }))[0]?.toState).toBe("lifted");
  });

  it("keeps rows and history to their site", async () => {
    const { id } = await admin.personInfo.create.mutate(household("孙家", "33010619900101004"));
    const other = await secondSiteAdmin(server().url);
    expect((await other.personInfo.find.query({})).total).toBe(0);
    expect((await refused(other.personInfo.get.query({ id }))).data.appCode).toBe("NOT_FOUND");
    expect((await refused(other.personInfo.findStateHistory.query({ personId: id }))).data.appCode).toBe("NOT_FOUND");
    const change = other.personInfo.updateState.mutate({ id, state: "lifted", date: "2026-01-01", reason: "x" });
    expect((await refused(change)).data.appCode).toBe("NOT_FOUND");
    expect((await prisma.personInfo.findUniqueOrThrow({ where: { id } })).state).toBe("registered");
    // The same ID card may be registered on another site.
    await other.personInfo.create.mutate(household("孙家", "33010619900101004"));
  });

  it("refuses bad input with a clear field error and writes nothing", async () => {
    const before = await prisma.personInfo.count();
    const base = household("坏数据", "33010619900101005");
    expect(
      await refusedFields(admin.personInfo.create.mutate({ ...base, idCard: badIdCard("33010619900101005") })),
    ).toEqual(["idCard"]);
    expect(await refusedFields(admin.personInfo.create.mutate({ ...base, idCard: "" }))).toEqual(["idCard"]);
    expect(await refusedFields(admin.personInfo.create.mutate({ ...base, measures: "a\u0000b" }))).toEqual([
      "measures",
    ]);
    expect(await refusedFields(admin.personInfo.create.mutate({ ...base, townId: 2 ** 31 }))).toEqual(["townId"]);
    expect(await refusedFields(admin.personInfo.create.mutate({ ...base, householdSize: 51 }))).toEqual([
      "householdSize",
    ]);
    expect(await refusedFields(admin.personInfo.create.mutate({ ...base, causes: [] }))).toEqual(["causes"]);
    expect(await refusedFields(admin.personInfo.create.mutate({ ...base, incomePerCapita: 1.234 }))).toEqual([
      "incomePerCapita",
    ]);
    const { id } = await admin.personInfo.create.mutate(base);
    expect(await refusedFields(admin.personInfo.create.mutate(base))).toEqual(["idCard"]);
    expect(await prisma.personInfo.count()).toBe(before + 1);
    expect(await prisma.operationLog.count({ where: { resource: "personInfo", targetId: String(id) } })).toBe(1);
  });

  it("answers on the legacy paths, addOrUpdate creating then updating", async () => {
    const fields = {
      name: "老接口户",
      idCard: idCard("33010619550505006"),
      householdSize: "3",
      causes: "lack_of_funds,disaster",
      incomePerCapita: "2800.00",
    };
    const created = await legacy.call("/api/admin/persoonInfo/addOrUpdate", fields);
    expect(created.code).toBe("200");
    const { id } = created.body as { id: number };
    const updated = await legacy.call("/api/admin/persoonInfo/addOrUpdate", {
      ...fields,
      id: String(id),
      householdSize: "6",
    });
    expect(updated).toMatchObject({ code: "200", body: { id } });
    const row = await prisma.personInfo.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ householdSize: 6, causes: ["lack_of_funds", "disaster"] });
    expect(await prisma.personInfo.count({ where: { name: "老接口户" } })).toBe(1);

    const got = await legacy.call("/api/admin/persoonInfo/get", { id: String(id) });
    expect(got.body).toMatchObject({ name: "老接口户", state: "registered", householdSize: 6 });
    const list = await legacy.call("/api/admin/persoonInfo/list", { name: "老接口", pageNo: "1", pageSize: "10" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    const alias = await legacy.call("/api/personInfo/list", { name: "老接口" });
    expect(alias.totalCount).toBe(1);
    const bad = await legacy.call("/api/admin/persoonInfo/addOrUpdate", {
      ...fields,
      idCard: badIdCard("33010619550505006"),
    });
    expect(bad.code).toBe("201");

    // Through tRPC too.
    const viaTrpc = await admin.personInfo.addOrUpdate.mutate({ ...household("新户", "33010619550505007") });
    await admin.personInfo.addOrUpdate.mutate({ ...household("新户改", "33010619550505007"), id: viaTrpc.id });
    expect((await admin.personInfo.get.query({ id: viaTrpc.id })).name).toBe("新户改");
  });
});
