import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let member: ApiClient;
let ownEnterprise: number;
let otherEnterprise: number;

const base = (overrides: Record<string, unknown> = {}) => ({
  enterpriseId: null,
  name: "西湖龙井茶园",
  provinceCode: "330000",
  cityCode: "330100",
  countyCode: "330106",
  address: "龙井村",
  areaMu: 120.5,
  longitude: 120.1234,
  latitude: 30.2345,
  mainCrops: "茶叶",
  personInCharge: "陈师傅",
  phone: "13900001111",
  images: [],
  ...overrides,
});

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  member = createApiClient({ baseUrl: server().url });
  await member.auth.register.mutate({ username: "13700002222", password: "Member-pass-1", password2: "Member-pass-1" });
  await member.auth.login.mutate({ username: "13700002222", password: "Member-pass-1" });
  ownEnterprise = (await prisma.user.findUniqueOrThrow({ where: { username: "13700002222" } })).enterpriseId ?? 0;
  otherEnterprise = (
    await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: "他家农场" }, { unique: 40 }))
  ).id;
});

describe("bases", () => {
  it("creates a member's base in their enterprise, with decimals and region kept", async () => {
    const { id } = await member.base.create.mutate(base());
    const saved = await member.base.get.query({ id });
    expect(saved).toMatchObject({
      enterprise: { id: ownEnterprise },
      areaMu: 120.5,
      longitude: 120.1234,
      latitude: 30.2345,
      countyCode: "330106",
      houseCount: 0,
    });
  });

  it("refuses bad coordinates, a wrong region and a missing enterprise for staff, writing nothing", async () => {
    const before = await tableCounts();
    const bad = await failure(member.base.create.mutate(base({ latitude: 91, countyCode: "110101", name: "" })));
    expect(bad.fieldErrors).toEqual({
      latitude: ["格式不正确"],
      countyCode: ["请选择正确的省市区"],
      name: ["请填写名称"],
    });
    expect((await failure(admin.base.create.mutate(base()))).fieldErrors).toEqual({
      enterpriseId: ["此项为必填项"],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("keeps members to their own bases", async () => {
    const { id: theirs } = await admin.base.create.mutate(base({ enterpriseId: otherEnterprise, name: "他家基地" }));
    expect((await member.base.find.query({ page: 1, pageSize: 20 })).items.map((row) => row.name)).toEqual([
      "西湖龙井茶园",
    ]);
    expect((await failure(member.base.get.query({ id: theirs }))).appCode).toBe("NOT_FOUND");
    expect((await failure(member.base.update.mutate({ id: theirs, data: base() }))).appCode).toBe("NOT_FOUND");
    expect((await admin.base.find.query({ page: 1, pageSize: 20 })).total).toBe(2);
  });
});

describe("greenhouses", () => {
  it("belong to a base and its enterprise; a base outside the scope cannot be used", async () => {
    const own = await prisma.base.findFirstOrThrow({ where: { enterpriseId: ownEnterprise } });
    const theirs = await prisma.base.findFirstOrThrow({ where: { enterpriseId: otherEnterprise } });
    const { id } = await member.house.create.mutate({
      baseId: own.id,
      name: "1号大棚",
      type: "连栋温室",
      areaSqm: 800,
      crops: "番茄",
      images: [],
    });
    expect(await member.house.get.query({ id })).toMatchObject({
      base: { id: own.id },
      enterprise: { id: ownEnterprise },
      areaSqm: 800,
    });
    const refused = await failure(
      member.house.create.mutate({
        baseId: theirs.id,
        name: "越权大棚",
        type: "",
        areaSqm: null,
        crops: "",
        images: [],
      }),
    );
    expect(refused.fieldErrors).toEqual({ baseId: ["所选的数据不存在，请刷新后重试"] });
    expect((await member.base.get.query({ id: own.id })).houseCount).toBe(1);
  });

  it("stops a base with greenhouses from being deleted, and deletes in order", async () => {
    const own = await prisma.base.findFirstOrThrow({ where: { enterpriseId: ownEnterprise } });
    expect((await failure(admin.base.delete.mutate({ ids: [own.id] }))).message).toBe("仍有关联数据，不能删除");
    const houses = await prisma.house.findMany({ where: { baseId: own.id } });
    // A greenhouse with a device in it stays too.
    const first = houses[0]!;
    const device = await prisma.envDevice.create({
      data: { enterpriseId: ownEnterprise, houseId: first.id, name: "温湿度", code: "HOUSE-IN-USE", kind: "combined" },
    });
    expect((await failure(admin.house.delete.mutate({ ids: [first.id] }))).message).toBe("仍有关联数据，不能删除");
    await prisma.envDevice.delete({ where: { id: device.id } });
    await admin.house.delete.mutate({ ids: houses.map((house) => house.id) });
    expect(await admin.base.delete.mutate({ ids: [own.id] })).toEqual({ deleted: 1 });
  });

  it("work the same over the legacy API", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login("13700002222", "Member-pass-1");
    const saved = await api.call("/api/base/save", {
      name: "接口基地",
      provinceCode: "330000",
      cityCode: "330100",
      countyCode: "330106",
      areaMu: "30",
    });
    expect(saved.code).toBe("200");
    const baseId = String((saved.body as { id: number }).id);
    expect((await api.call("/api/house/save", { baseId, name: "接口大棚", areaSqm: "abc" })).code).toBe("201");
    expect((await api.call("/api/house/save", { baseId, name: "接口大棚", areaSqm: "500" })).code).toBe("200");
    const list = await api.call("/api/house/list", { baseId });
    expect(list.totalCount).toBe(1);
  });
});
