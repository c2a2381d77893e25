import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { STATISTICS_SHEET_COLUMNS } from "@suyuan/contracts/statistics/statistics-operations";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { TRPCClientError } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { Envelope, LegacyClient } from "../support/legacy-client.ts";
import { creditCode, idCard } from "../support/master-data.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { TEST_ADMIN } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { setUpTraceWorld, teaTemplate, type TraceWorld } from "../support/trace-fixtures.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { makeStation, makeTown, sheet } from "./resources/commerce-fixtures.ts";

// Every uniqueness rule is a database constraint, so parallel saves of one value cannot all pass
// the service's check: exactly one is written and every other caller gets the check's own answer
// (a field error), never a 500. The race shows on PostgreSQL; on PGlite (one connection) the calls
// queue and the check answers, which must read the same.

const server = useTestServer();
const PARALLEL = 20;
let admin: ApiClient;
let legacy: LegacyClient;
let world: TraceWorld;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  world = await setUpTraceWorld(server().url, 71);
});

/** Fires `PARALLEL` calls at once (`index` tells them apart where another field must differ). */
function race<T>(call: (index: number) => Promise<T>): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(Array.from({ length: PARALLEL }, (_, index) => call(index)));
}

type Refusal = { message: string; data: { appCode: string; fieldErrors?: Record<string, string[]> } };

/** Exactly one call succeeded; every other one was refused with `message` on `field`. */
function expectOneWinner(
  results: PromiseSettledResult<unknown>[],
  message: string,
  field: string,
  appCode = "BAD_REQUEST",
) {
  const refusals = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
  for (const refusal of refusals) {
    expect(refusal).toBeInstanceOf(TRPCClientError);
    const { message: said, data } = refusal as Refusal;
    expect({ said, appCode: data.appCode, fieldErrors: data.fieldErrors }).toEqual({
      said: message,
      appCode,
      fieldErrors: { [field]: [message] },
    });
  }
  expect(results.length - refusals.length).toBe(1);
}

/** The same through the legacy API's envelopes. */
function expectOneLegacyWinner(answers: Envelope[], message: string, field: string, code = "201") {
  const refused = answers.filter((answer) => answer.code !== "200");
  expect(answers.length - refused.length).toBe(1);
  for (const answer of refused)
    expect(answer).toMatchObject({ code, message, body: { fieldErrors: { [field]: [message] } } });
}

const legacyRace = (path: string, fields: Record<string, string>) =>
  Promise.all(Array.from({ length: PARALLEL }, () => legacy.call(path, fields)));

const TAKEN = "已存在相同的记录";
const role = (name: string) => ({ name, priority: 20, description: "", allPerms: false, perms: ["/project/list"] });

describe("parallel saves of one unique value: one row, every other caller told why", () => {
  it("role names, through tRPC and legacy role/save; only the winner is logged", async () => {
    const logged = () => prisma.operationLog.count({ where: { resource: "role", operation: "create" } });
    const before = await logged();
    expectOneWinner(await race(() => admin.role.create.mutate(role("并发角色"))), "角色名称已存在", "name");
    expect(await prisma.role.count({ where: { name: "并发角色" } })).toBe(1);
    expect(await logged()).toBe(before + 1);

    const answers = await legacyRace("/api/role/save", { name: "并发接口角色", perms: "/project/list" });
    expectOneLegacyWinner(answers, "角色名称已存在", "name");
    expect(await prisma.role.count({ where: { name: "并发接口角色" } })).toBe(1);
  });

  it("role names on update: many roles renamed to one name at once (updates also queue on a lock)", async () => {
    const ids: number[] = [];
    for (let index = 0; index < PARALLEL; index += 1)
      ids.push((await admin.role.create.mutate(role(`改名${index}`))).id);
    const results = await race((index) => admin.role.update.mutate({ id: ids[index] ?? 0, data: role("改名后") }));
    expectOneWinner(results, "角色名称已存在", "name");
    expect(await prisma.role.count({ where: { name: "改名后" } })).toBe(1);
  });

  it("usernames, through tRPC user.create, legacy admin/save and self-registration", async () => {
    const site = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
    const operator = await prisma.role.findUniqueOrThrow({ where: { key: SEEDED_ROLE_KEYS.stationOperator } });
    const user = (username: string) => ({
      username,
      password: "Operator-pass-1",
      realName: "",
      mobile: "",
      email: "",
      roleIds: [operator.id],
      siteIds: [site.id],
      enterpriseId: null,
      enabled: true,
    });
    const message = "用户名已存在，请联系管理员";
    expectOneWinner(await race(() => admin.user.create.mutate(user("racer"))), message, "username", "USERNAME_TAKEN");
    expect(await prisma.user.count({ where: { username: "racer" } })).toBe(1);

    const answers = await legacyRace("/api/admin/save", {
      username: "legacy-racer",
      password: "Operator-pass-1",
      roleIds: String(operator.id),
      siteIds: String(site.id),
    });
    expectOneLegacyWinner(answers, message, "username", "305");
    expect(await prisma.user.count({ where: { username: "legacy-racer" } })).toBe(1);

    const guest = createApiClient({ baseUrl: server().url });
    const password = "Member-pass-1";
    const registered = await race(() =>
      guest.auth.register.mutate({ username: "13900000071", password, password2: password }),
    );
    expect(registered.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of registered)
      if (result.status === "rejected") expect((result.reason as Refusal).message).toBe(message);
    expect(await prisma.user.count({ where: { username: "13900000071" } })).toBe(1);
  });

  it("enterprise credit codes, device codes and batch numbers (per enterprise)", async () => {
    const enterprise = sampleOf(RESOURCES.enterprise, {}, { unique: 7100 });
    expectOneWinner(
      await race((index) => admin.enterprise.create.mutate({ ...enterprise, name: `并发企业${index}` })),
      "该统一社会信用代码已登记",
      "creditCode",
    );
    expect(await prisma.enterprise.count({ where: { creditCode: creditCode(7100) } })).toBe(1);

    const device = { enterpriseId: null, baseId: null, houseId: world.own.houseId, kind: "combined" as const };
    expectOneWinner(
      await race((index) =>
        world.member.envDevice.create.mutate({ ...device, name: `气象站${index}`, code: "RACE-1" }),
      ),
      "设备编号已存在",
      "code",
    );
    expect(await prisma.envDevice.count({ where: { code: "RACE-1" } })).toBe(1);

    const batch = {
      enterpriseId: null,
      goodsId: world.own.goodsId,
      baseId: null,
      houseId: null,
      batchNo: "RACE-2026",
      productionDate: "2026-04-01",
      quantity: 10,
      unit: "kg",
      templateId: null,
      status: "producing" as const,
      note: "",
    };
    expectOneWinner(await race(() => world.member.batch.create.mutate(batch)), "该企业已有相同的批次号", "batchNo");
    expect(await prisma.batch.count({ where: { batchNo: "RACE-2026" } })).toBe(1);
  });

  it("permission keys, template stage orders and production record orders", async () => {
    const node = {
      parentId: null,
      name: "并发节点",
      nameEn: "",
      key: "/race/list",
      apiKeys: [],
      sort: 0,
      hidden: false,
    };
    expectOneWinner(await race(() => admin.permission.create.mutate(node)), "权限标识已存在", "key");
    expect(await prisma.permissionNode.count({ where: { key: "/race/list" } })).toBe(1);

    const { id: templateId } = await world.member.traceTemplate.create.mutate(teaTemplate({ name: "并发模板" }));
    const stage = { id: null, name: "包装", sort: 9, items: [] };
    expectOneWinner(
      await race(() => world.member.traceTemplate.addStage.mutate({ templateId, data: stage })),
      "排序号已被使用",
      "sort",
    );
    expect(await prisma.traceTemplateStage.count({ where: { templateId, sort: 9 } })).toBe(1);

    const template = await world.member.traceTemplate.get.query({ id: templateId });
    const testing = template.stages.find((each) => each.name === "检测");
    const batch = await prisma.batch.create({
      data: {
        enterpriseId: world.own.enterpriseId,
        goodsId: world.own.goodsId,
        batchNo: "RACE-REC",
        productionDate: new Date("2026-04-01"),
        templateId,
      },
    });
    const record = {
      batchId: batch.id,
      stageId: testing?.id ?? 0,
      sort: 1,
      recordedAt: "2026-04-02 08:15",
      operatorName: "陈师傅",
      images: [],
      note: "",
      values: {},
    };
    expectOneWinner(await race(() => world.member.traceRecord.create.mutate(record)), "排序号已被使用", "sort");
    expect(await prisma.traceRecord.count({ where: { batchId: batch.id } })).toBe(1);
  });

  it("towns (code and name per site), stations (code per site) and ID cards per site", async () => {
    const town = { countyCode: null, head: null, phone: null, address: null };
    expectOneWinner(
      await race((index) => admin.town.create.mutate({ ...town, name: `并发镇${index}`, code: "RACE-T" })),
      TAKEN,
      "code",
    );
    expectOneWinner(
      await race((index) => admin.town.create.mutate({ ...town, name: "同名镇", code: `RACE-N${index}` })),
      TAKEN,
      "name",
    );
    expect(await prisma.town.count({ where: { OR: [{ code: "RACE-T" }, { name: "同名镇" }] } })).toBe(2);

    const { id: townId } = await makeTown(admin, "设站镇");
    const station = { townId, master: null, phone: null, address: null, longitude: null, latitude: null };
    expectOneWinner(
      await race((index) =>
        admin.villageStation.create.mutate({
          ...station,
          name: `并发站${index}`,
          code: "RACE-S",
          openingHours: null,
          serviceItems: [],
        }),
      ),
      TAKEN,
      "code",
    );
    expect(await prisma.villageStation.count({ where: { code: "RACE-S" } })).toBe(1);

    const card = idCard("33010619900101777");
    const region = { provinceCode: null, cityCode: null, countyCode: null, townId: null, village: null };
    const person = {
      ...region,
      type: "farmer" as const,
      phone: null,
      address: null,
      remark: null,
      gender: "male" as const,
    };
    expectOneWinner(
      await race((index) => admin.userInfo.create.mutate({ ...person, name: `用户${index}`, idCard: card })),
      TAKEN,
      "idCard",
    );
    expect(await prisma.userInfo.count({ where: { idCard: card } })).toBe(1);
    const household = {
      ...region,
      householdSize: 3,
      causes: ["illness" as const],
      incomePerCapita: null,
      cadreName: null,
      cadrePhone: null,
      measures: null,
    };
    expectOneWinner(
      await race((index) => admin.personInfo.create.mutate({ ...household, name: `户主${index}`, idCard: card })),
      TAKEN,
      "idCard",
    );
    expect(await prisma.personInfo.count({ where: { idCard: card } })).toBe(1);
  });

  it("town statistics (town and month), waybills (company and number) and mall listings (goods)", async () => {
    const town = await makeTown(admin, "统计镇");
    const figures = { onlineSales: 1, orders: 1, parcelsIn: 1, parcelsOut: 1, shops: 1, trained: 1, employed: 1 };
    expectOneWinner(
      await race(() => admin.townStatistic.create.mutate({ townId: town.id, month: "2026-05", ...figures })),
      TAKEN,
      "month",
    );
    expect(await prisma.townStatistic.count({ where: { townId: town.id } })).toBe(1);

    const station = await makeStation(admin, town.id);
    const parcel = {
      company: "sf" as const,
      direction: "inbound" as const,
      stationId: station.id,
      sender: null,
      receiver: null,
      phone: null,
      goodsName: null,
      weightKg: null,
      fee: null,
      date: "2026-05-01",
    };
    expectOneWinner(
      await race(() => admin.express.create.mutate({ ...parcel, waybillNo: "SF-RACE" })),
      TAKEN,
      "waybillNo",
    );
    expect(await prisma.express.count({ where: { waybillNo: "SF-RACE" } })).toBe(1);

    const listing = {
      goodsId: world.other.goodsId,
      price: 9,
      originalPrice: null,
      stock: 1,
      onShelf: true,
      sortOrder: 0,
      images: [],
      description: "",
    };
    expectOneWinner(
      await race((index) => admin.mallItem.create.mutate({ ...listing, title: `上架${index}` })),
      TAKEN,
      "goodsId",
    );
    expect(await prisma.mallItem.count({ where: { goodsId: world.other.goodsId } })).toBe(1);
  });

  it("statistics imports of one new town and month: every import succeeds, one row is created", async () => {
    await makeTown(admin, "导入并发镇");
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const header = STATISTICS_SHEET_COLUMNS.map((column) => column.zh);
    const file = await sheet(header, [["导入并发镇", "2026-06", 10, 1, 1, 1, 1, 1, 1]]);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const form = new FormData();
        form.append("file", file, "statistics.xlsx");
        const response = await fetch(`${server().url}/import/statistics`, {
          method: "POST",
          headers: { cookie },
          body: form,
        });
        return { status: response.status, body: (await response.json()) as { created?: number; updated?: number } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.reduce((sum, answer) => sum + (answer.body.created ?? 0), 0)).toBe(1);
    expect(answers.reduce((sum, answer) => sum + (answer.body.updated ?? 0), 0)).toBe(PARALLEL - 1);
    expect(await prisma.townStatistic.count({ where: { town: { name: "导入并发镇" } } })).toBe(1);
  });

  it("one master site and one default legacy account, which only first start writes", async () => {
    const sites = await race((index) => prisma.site.create({ data: { name: `主站${index}`, isMaster: true } }));
    expect(sites.filter((result) => result.status === "fulfilled")).toHaveLength(0);
    expect(await prisma.site.count({ where: { isMaster: true } })).toBe(1);
    const accounts = await race((index) =>
      prisma.apiAccount.create({
        data: { appId: `race-${index}`, appKey: "k", aesKey: "k", ivKey: "k", isDefault: true },
      }),
    );
    expect(accounts.filter((result) => result.status === "fulfilled")).toHaveLength(0);
    expect(await prisma.apiAccount.count({ where: { isDefault: true } })).toBe(1);
  });
});
