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

const blank = {
  type: "farmer" as "farmer" | "cooperative_member" | "buyer" | "other",
  idCard: null,
  phone: null,
  provinceCode: null,
  cityCode: null,
  countyCode: null,
  townId: null,
  village: null,
  address: null,
  remark: null,
};

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  townId = (
    await admin.town.create.mutate({
      name: "龙坞镇",
      code: "LW",
      countyCode: null,
      head: null,
      phone: null,
      address: null,
    })
  ).id;
});

describe("user info (resource kit)", () => {
  it("creates, lists with filters, gets, updates and deletes, with the operation log", async () => {
    const card = idCard("33010619900101123");
    const { id } = await admin.userInfo.create.mutate({
      ...blank,
      name: "王小二",
      gender: "male",
      type: "farmer",
      idCard: card.toLowerCase(),
      phone: "13800000001",
      provinceCode: "330000",
      cityCode: "330100",
      countyCode: "330106",
      townId,
      village: "上城埭村",
    });
    await admin.userInfo.create.mutate({ ...blank, name: "李采购", gender: "female", type: "buyer" });

    const farmers = await admin.userInfo.find.query({ type: "farmer" });
    expect(farmers.items.map((row) => row.name)).toEqual(["王小二"]);
    const byTown = await admin.userInfo.find.query({ townId, name: "小二" });
    expect(byTown.total).toBe(1);

    const got = await admin.userInfo.get.query({ id });
    expect(got).toMatchObject({
      name: "王小二",
      gender: "male",
      type: "farmer",
      // Personal data is masked (tests/integration/personal-data.test.ts); stored in full.
      idCard: `330106********${card.slice(-4)}`,
      phone: "138****0001",
      town: { id: townId, name: "龙坞镇" },
      countyCode: "330106",
    });

    // Saved back as shown: the masked numbers keep the stored ones.
    await admin.userInfo.update.mutate({ id, data: { ...got, type: "cooperative_member", remark: "合作社社员" } });
    expect(await admin.userInfo.get.query({ id })).toMatchObject({ type: "cooperative_member", remark: "合作社社员" });
    expect(await prisma.userInfo.findUniqueOrThrow({ where: { id } })).toMatchObject({
      idCard: card,
      phone: "13800000001",
    });

    expect(await admin.userInfo.delete.mutate({ ids: [id] })).toEqual({ deleted: 1 });
    expect(await prisma.userInfo.count({ where: { id } })).toBe(0);
    const operations = await prisma.operationLog.findMany({
      where: { resource: "userInfo", targetId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(operations.map((row) => row.operation)).toEqual(["create", "update", "delete"]);
  });

  it("keeps rows to their site", async () => {
    const { id } = await admin.userInfo.create.mutate({ ...blank, name: "本站用户", gender: "female" });
    const other = await secondSiteAdmin(server().url);
    expect((await other.userInfo.find.query({ name: "本站用户" })).total).toBe(0);
    expect((await refused(other.userInfo.get.query({ id }))).data.appCode).toBe("NOT_FOUND");
    expect((await refused(other.userInfo.delete.mutate({ ids: [id] }))).data.appCode).toBe("NOT_FOUND");
    // Nor may a row of the second site point at a town of the first.
    expect(
      await refusedFields(other.userInfo.create.mutate({ ...blank, name: "越界", gender: "male", townId })),
    ).toEqual(["townId"]);
    expect(await prisma.userInfo.count({ where: { name: "越界" } })).toBe(0);
    expect(await prisma.userInfo.count({ where: { id } })).toBe(1);
  });

  it("refuses bad input with a clear field error and writes nothing", async () => {
    const before = await prisma.userInfo.count();
    const logsBefore = await prisma.operationLog.count({ where: { resource: "userInfo" } });
    const base = { ...blank, name: "坏数据", gender: "male" as const };
    const wrongCheck = await refused(admin.userInfo.create.mutate({ ...base, idCard: badIdCard("33010619900101123") }));
    expect(wrongCheck.data.fieldErrors?.idCard).toBeDefined();
    expect(wrongCheck.message).toContain("身份证");
    expect(await refusedFields(admin.userInfo.create.mutate({ ...base, name: "坏\u0000数据" }))).toEqual(["name"]);
    expect(await refusedFields(admin.userInfo.create.mutate({ ...base, townId: 2 ** 31 }))).toEqual(["townId"]);
    expect((await refused(admin.userInfo.get.query({ id: 2 ** 31 }))).data.appCode).toBe("BAD_REQUEST");
    expect(await refusedFields(admin.userInfo.create.mutate({ ...base, phone: "12345" }))).toEqual(["phone"]);
    expect(await refusedFields(admin.userInfo.create.mutate({ ...base, gender: "x" as never }))).toEqual(["gender"]);
    // The same ID card twice on a site is a duplicate.
    const card = idCard("33010619851231002");
    await admin.userInfo.create.mutate({ ...base, idCard: card });
    expect(await refusedFields(admin.userInfo.create.mutate({ ...base, idCard: card }))).toEqual(["idCard"]);
    expect(await prisma.userInfo.count()).toBe(before + 1);
    expect(await prisma.operationLog.count({ where: { resource: "userInfo" } })).toBe(logsBefore + 1);
  });

  it("answers on the legacy paths with the envelope and totalCount", async () => {
    const saved = await legacy.call("/api/admin/userInfo/save", {
      name: "老接口用户",
      gender: "female",
      idCard: idCard("33010619700505002"),
      type: "buyer",
      townId: String(townId),
    });
    expect(saved.code).toBe("200");
    const { id } = saved.body as { id: number };
    const list = await legacy.call("/api/admin/userInfo/list", { name: "老接口", pageNo: "1", pageSize: "10" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    expect((list.body as { name: string }[])[0]?.name).toBe("老接口用户");
    const view = await legacy.call("/api/userInfo/view", { id: String(id) });
    expect(view.body).toMatchObject({ name: "老接口用户", town: { id: townId } });
    const updated = await legacy.call("/api/admin/userInfo/update", {
      id: String(id),
      name: "老接口用户2",
      gender: "female",
    });
    expect(updated.code).toBe("200");
    expect((await prisma.userInfo.findUniqueOrThrow({ where: { id } })).name).toBe("老接口用户2");
    const bad = await legacy.call("/api/admin/userInfo/save", {
      name: "x",
      gender: "male",
      idCard: badIdCard("33010619700505002"),
    });
    expect(bad.code).toBe("201");
    const deleted = await legacy.call("/api/admin/userInfo/delete", { ids: String(id) });
    expect(deleted.code).toBe("200");
    expect(await prisma.userInfo.count({ where: { id } })).toBe(0);
  });
});
