import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let enterpriseId: number;
let townId: number;

const base = {
  shopName: "龙井茶旗舰店",
  platform: "taobao" as const,
  ownerType: "person" as const,
  enterpriseId: null as number | null,
  ownerName: "王店主" as string | null,
  townId: null as number | null,
  village: null,
  shopUrl: null as string | null,
  mainProducts: null,
  monthlySales: null as number | null,
  monthlyOrders: null as number | null,
  contact: null,
  phone: null,
};

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  enterpriseId = (await prisma.enterprise.create({ data: { name: "西湖茶业公司" } })).id;
  townId = (
    await admin.town.create.mutate({
      name: "西湖街道",
      code: "XH",
      countyCode: null,
      head: null,
      phone: null,
      address: null,
    })
  ).id;
});

describe("online shops (resource kit)", () => {
  it("creates, lists with filters, gets, updates and deletes, with the operation log", async () => {
    const { id } = await admin.commerceInfo.create.mutate({
      ...base,
      ownerType: "enterprise",
      enterpriseId,
      ownerName: null,
      townId,
      shopUrl: "https://shop.example.com/longjing",
      mainProducts: "龙井茶",
      monthlySales: 123456.78,
      monthlyOrders: 3200,
    });
    await admin.commerceInfo.create.mutate({ ...base, shopName: "山货小铺", platform: "douyin" });

    expect((await admin.commerceInfo.find.query({ platform: "taobao" })).items.map((row) => row.shopName)).toEqual([
      "龙井茶旗舰店",
    ]);
    expect((await admin.commerceInfo.find.query({ enterpriseId })).total).toBe(1);
    expect((await admin.commerceInfo.find.query({ ownerType: "person" })).total).toBe(1);
    const sorted = await admin.commerceInfo.find.query({ sortBy: "monthlySales", sortDir: "desc" });
    expect(sorted.total).toBe(2);

    const got = await admin.commerceInfo.get.query({ id });
    expect(got).toMatchObject({
      enterprise: { id: enterpriseId, name: "西湖茶业公司" },
      town: { id: townId, name: "西湖街道" },
      monthlySales: 123456.78,
      monthlyOrders: 3200,
    });

    // Turning the shop into a person's drops the enterprise link.
    await admin.commerceInfo.update.mutate({ id, data: { ...got, ownerType: "person", ownerName: "李四" } });
    expect(await admin.commerceInfo.get.query({ id })).toMatchObject({ ownerType: "person", enterprise: null });

    await admin.commerceInfo.delete.mutate({ ids: [id] });
    const operations = await prisma.operationLog.findMany({
      where: { resource: "commerceInfo", targetId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(operations.map((row) => row.operation)).toEqual(["create", "update", "delete"]);
  });

  it("keeps rows to their site", async () => {
    const { id } = await admin.commerceInfo.create.mutate({ ...base, shopName: "本站店铺" });
    const other = await secondSiteAdmin(server().url);
    expect((await other.commerceInfo.find.query({ shopName: "本站店铺" })).total).toBe(0);
    expect((await refused(other.commerceInfo.get.query({ id }))).data.appCode).toBe("NOT_FOUND");
    const update = other.commerceInfo.update.mutate({ id, data: { ...base, shopName: "改名" } });
    expect((await refused(update)).data.appCode).toBe("NOT_FOUND");
    expect((await prisma.commerceInfo.findUniqueOrThrow({ where: { id } })).shopName).toBe("本站店铺");
  });

  it("refuses bad input with a clear field error and writes nothing", async () => {
    const before = await prisma.commerceInfo.count();
    const logs = await prisma.operationLog.count({ where: { resource: "commerceInfo" } });
    const enterpriseShop = { ...base, ownerType: "enterprise" as const, ownerName: null };
    expect(await refusedFields(admin.commerceInfo.create.mutate(enterpriseShop))).toEqual(["enterpriseId"]);
    expect(await refusedFields(admin.commerceInfo.create.mutate({ ...base, ownerName: null }))).toEqual(["ownerName"]);
    expect(await refusedFields(admin.commerceInfo.create.mutate({ ...enterpriseShop, enterpriseId: 2 ** 31 }))).toEqual(
      ["enterpriseId"],
    );
    expect(await refusedFields(admin.commerceInfo.create.mutate({ ...enterpriseShop, enterpriseId: 999_999 }))).toEqual(
      ["enterpriseId"],
    );
    expect(await refusedFields(admin.commerceInfo.create.mutate({ ...base, shopUrl: "javascript:alert(1)" }))).toEqual([
      "shopUrl",
    ]);
    expect(await refusedFields(admin.commerceInfo.create.mutate({ ...base, shopName: "a\u0000" }))).toEqual([
      "shopName",
    ]);
    expect(await refusedFields(admin.commerceInfo.create.mutate({ ...base, monthlySales: 1.005 }))).toEqual([
      "monthlySales",
    ]);
    expect(await refusedFields(admin.commerceInfo.create.mutate({ ...base, monthlyOrders: 2 ** 31 }))).toEqual([
      "monthlyOrders",
    ]);
    expect(await prisma.commerceInfo.count()).toBe(before);
    expect(await prisma.operationLog.count({ where: { resource: "commerceInfo" } })).toBe(logs);
  });

  it("answers on the legacy paths with the envelope and totalCount", async () => {
    const saved = await legacy.call("/api/admin/commerceInfo/save", {
      shopName: "老接口店铺",
      platform: "pinduoduo",
      ownerType: "enterprise",
      enterpriseId: String(enterpriseId),
      monthlySales: "100.50",
    });
    expect(saved.code).toBe("200");
    const list = await legacy.call("/api/admin/commerceInfo/list", { shopName: "老接口", pageNo: "1", pageSize: "10" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    expect((list.body as { monthlySales: number }[])[0]?.monthlySales).toBe(100.5);
    const alias = await legacy.call("/api/commerceInfo/list", { platform: "pinduoduo" });
    expect(alias.totalCount).toBe(1);
    const bad = await legacy.call("/api/admin/commerceInfo/save", {
      shopName: "x",
      platform: "pinduoduo",
      ownerType: "enterprise",
    });
    expect(bad.code).toBe("201");
  });
});
