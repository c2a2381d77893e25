import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { loginCookie } from "../../support/trpc-http.ts";
import { refusedFields, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

describe("towns and village stations (resource kit)", () => {
  it("create, list, get, update and delete through tRPC, with the operation log", async () => {
    const { id } = await admin.town.create.mutate({
      name: "龙坞镇",
      code: "LW01",
      countyCode: null,
      head: "张三",
      phone: "13800000000",
      address: "",
    });
    const page = await admin.town.find.query({ name: "龙坞" });
    expect(page.items.map((town) => town.name)).toEqual(["龙坞镇"]);
    expect(page.total).toBe(1);
    const station = await admin.villageStation.create.mutate({
      townId: id,
      name: "上城埭村站",
      code: "S001",
      master: "李四",
      phone: null,
      address: null,
      longitude: 120.123456,
      latitude: 30.1,
      openingHours: "8:00-18:00",
      serviceItems: ["express", "purchase", "express"],
    });
    const got = await admin.villageStation.get.query({ id: station.id });
    expect(got).toMatchObject({
      name: "上城埭村站",
      status: "open",
      town: { id, name: "龙坞镇" },
      longitude: 120.123456,
    });
    expect(got.serviceItems).toEqual(["express", "purchase"]);
    await admin.villageStation.update.mutate({
      id: station.id,
      data: { ...got, status: "suspended", name: "上城埭站" },
    });
    expect((await admin.villageStation.get.query({ id: station.id })).status).toBe("suspended");
    const logs = await prisma.operationLog.count({ where: { resource: "villageStation" } });
    expect(logs).toBe(2);
    // A town in use by a station cannot be deleted.
    await expect(admin.town.delete.mutate({ ids: [id] })).rejects.toThrow(/关联/);
    await admin.villageStation.delete.mutate({ ids: [station.id] });
    await admin.town.delete.mutate({ ids: [id] });
    expect(await prisma.town.count()).toBe(0);
  });

  it("refuses a duplicate code with a field error and writes nothing", async () => {
    await admin.town.create.mutate({
      name: "甲镇",
      code: "DUP",
      countyCode: null,
      head: null,
      phone: null,
      address: null,
    });
    const error = await admin.town.create
      .mutate({ name: "乙镇", code: "DUP", countyCode: null, head: null, phone: null, address: null })
      .catch((caught: unknown) => caught);
    expect(JSON.stringify(error)).toContain("code");
    expect(await prisma.town.count({ where: { code: "DUP" } })).toBe(1);
  });

  it("answers at /api/admin/<resource>/<action> and at the alias, with the envelope", async () => {
    const saved = await legacy.call("/api/admin/town/save", { name: "丙镇", code: "B01" });
    expect(saved.code).toBe("200");
    const list = await legacy.call("/api/admin/town/list", { name: "丙", pageNo: "1", pageSize: "10" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    const alias = await legacy.call("/api/town/list", { name: "丙" });
    expect(alias.totalCount).toBe(1);
    const bad = await legacy.call("/api/admin/stationInfo/save", { name: "x", code: "y", townId: "abc" });
    expect(bad.code).toBe("201");
  });
});

describe("kit export", () => {
  it("streams the list columns with choice labels and relation names, for the list's filters", async () => {
    const town = await admin.town.create.mutate({
      name: "导出镇",
      code: "EX01",
      countyCode: null,
      head: null,
      phone: null,
      address: null,
    });
    await admin.villageStation.create.mutate({
      townId: town.id,
      name: "导出村站",
      code: "EX-S1",
      master: null,
      phone: null,
      address: null,
      longitude: null,
      latitude: null,
      openingHours: null,
      serviceItems: [],
      status: "closed",
    });
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const q = encodeURIComponent(JSON.stringify({ name: "导出" }));
    const response = await fetch(`${server().url}/export/villageStation?format=csv&q=${q}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("服务站名称");
    expect(text).toContain("导出村站");
    expect(text).toContain("导出镇");
    expect(text).toContain("已关闭");
    const unknown = await fetch(`${server().url}/export/constructor?format=csv`, { headers: { cookie } });
    expect(unknown.status).toBe(404);
  });
});

describe("kit scope", () => {
  it("keeps rows to their site and refuses a lookup to another site's row, writing nothing", async () => {
    const town = await admin.town.create.mutate({ name: "本站镇", code: "HOME1" });
    const other = await secondSiteAdmin(server().url, "他站");
    expect((await other.town.find.query({ name: "本站镇" })).total).toBe(0);
    await expect(other.town.get.query({ id: town.id })).rejects.toThrow();
    await expect(other.town.delete.mutate({ ids: [town.id] })).rejects.toThrow();
    const before = await prisma.villageStation.count();
    const fields = await refusedFields(
      other.villageStation.create.mutate({ townId: town.id, name: "越界站", code: "X1", serviceItems: [] }),
    );
    expect(fields).toEqual(["townId"]);
    expect(await prisma.villageStation.count()).toBe(before);
    expect(await prisma.town.count({ where: { id: town.id } })).toBe(1);
  });
});
