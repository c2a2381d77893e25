import type { ApiClient } from "@suyuan/api/client";
import { STATISTICS_SHEET_COLUMNS } from "@suyuan/contracts/statistics/statistics-operations";
import { EXPRESS_SHEET_COLUMNS } from "@suyuan/contracts/express/express-resource";
import ExcelJS from "exceljs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { loginCookie } from "../../support/trpc-http.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { makeStation, makeTown, otherSite, sheet } from "./commerce-fixtures.ts";
import { failure } from "../../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let cookie: string;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

async function upload(name: string, file: Blob) {
  const form = new FormData();
  form.append("file", file, `${name}.xlsx`);
  const response = await fetch(`${server().url}/import/${name}`, { method: "POST", headers: { cookie }, body: form });
  return {
    status: response.status,
    body: (await response.json()) as {
      imported?: number;
      created?: number;
      updated?: number;
      errors?: { row: number; field: string; message: string }[];
      message?: string;
    },
  };
}

const figures = { onlineSales: 1000.5, orders: 10, parcelsIn: 20, parcelsOut: 30, shops: 2, trained: 5, employed: 3 };

describe("town statistics (resource kit)", () => {
  it("creates, lists, updates and deletes with the operation log; (town, month) unique on month", async () => {
    const town = await makeTown(admin, "统计一镇");
    const { id } = await admin.townStatistic.create.mutate({ townId: town.id, month: "2026-01", ...figures });
    const got = await admin.townStatistic.get.query({ id });
    expect(got).toMatchObject({ month: "2026-01", onlineSales: 1000.5, town: { id: town.id, name: "统计一镇" } });
    const duplicate = await failure(
      admin.townStatistic.create.mutate({ townId: town.id, month: "2026-01", ...figures }),
    );
    expect(Object.keys(duplicate.fieldErrors)).toEqual(["month"]);
    await admin.townStatistic.update.mutate({ id, data: { ...got, orders: 11 } });
    expect((await admin.townStatistic.find.query({ townId: town.id })).items[0]?.orders).toBe(11);
    expect(await prisma.operationLog.count({ where: { resource: "townStatistic" } })).toBe(2);
    await admin.townStatistic.delete.mutate({ ids: [id] });
    expect(await prisma.townStatistic.count({ where: { townId: town.id } })).toBe(0);
  });

  it("refuses bad input clearly and writes nothing (month 2026-13, id 2^31, a town of another site)", async () => {
    const town = await makeTown(admin);
    const before = await prisma.townStatistic.count();
    const badMonth = await failure(
      admin.townStatistic.create.mutate({ townId: town.id, month: "2026-13", ...figures }),
    );
    expect(badMonth.fieldErrors.month).toEqual(["请填写正确的月份（yyyy-MM）"]);
    const badId = await failure(admin.townStatistic.create.mutate({ townId: 2 ** 31, month: "2026-01", ...figures }));
    expect(Object.keys(badId.fieldErrors)).toContain("townId");
    const site = await otherSite();
    const foreign = await prisma.town.create({ data: { siteId: site.id, name: "外站镇", code: "X1" } });
    const crossSite = await failure(
      admin.townStatistic.create.mutate({ townId: foreign.id, month: "2026-01", ...figures }),
    );
    expect(Object.keys(crossSite.fieldErrors)).toEqual(["townId"]);
    const foreignRow = await prisma.townStatistic.create({
      data: { siteId: site.id, townId: foreign.id, month: new Date("2026-01-01T00:00:00Z") },
    });
    expect((await failure(admin.townStatistic.get.query({ id: foreignRow.id }))).appCode).toBe("NOT_FOUND");
    expect(await prisma.townStatistic.count()).toBe(before + 1);
  });

  it("answers series totals per month (site-wide and per town) and the month table", async () => {
    const a = await makeTown(admin, "序列甲镇");
    const b = await makeTown(admin, "序列乙镇");
    await admin.townStatistic.create.mutate({ townId: a.id, month: "2025-11", ...figures });
    await admin.townStatistic.create.mutate({ townId: b.id, month: "2025-11", ...figures, orders: 5 });
    await admin.townStatistic.create.mutate({ townId: a.id, month: "2026-01", ...figures });
    const series = await admin.townStatistic.findSeries.query({ from: "2025-11", to: "2026-01" });
    expect(series.map((row) => row.month)).toEqual(["2025-11", "2025-12", "2026-01"]);
    expect(series[0]).toMatchObject({ onlineSales: 2001, orders: 15, parcelsIn: 40 });
    expect(series[1]).toMatchObject({ onlineSales: 0, orders: 0 });
    const one = await admin.townStatistic.findSeries.query({ townId: b.id, from: "2025-11", to: "2025-11" });
    expect(one[0]?.orders).toBe(5);
    const month = await admin.townStatistic.findMonth.query({ month: "2025-11" });
    expect(month.find((row) => row.townId === a.id)).toMatchObject({ townName: "序列甲镇", orders: 10 });
    await expect(admin.townStatistic.findSeries.query({ from: "2026-02", to: "2026-01" })).rejects.toThrow();
    const view = await legacy.call("/api/admin/statistics/view", { from: "2025-11", to: "2026-01" });
    expect(view.code).toBe("200");
    expect((view.body as unknown[]).length).toBe(3);
  });

  it("imports with upsert, all or nothing, naming every bad row", async () => {
    const town = await makeTown(admin, "导入镇");
    const header = STATISTICS_SHEET_COLUMNS.map((column) => column.zh);
    await admin.townStatistic.create.mutate({ townId: town.id, month: "2026-03", ...figures });
    const bad = await upload(
      "statistics",
      await sheet(header, [
        ["导入镇", "2026-04", 10, 1, 1, 1, 1, 1, 1],
        ["没有这个镇", "2026-04", 10, 1, 1, 1, 1, 1, 1],
        ["导入镇", "2026-13", 10, 1, 1, 1, 1, 1, 1],
        ["导入镇", "2026-04", "abc", 1, 1, 1, 1, 1, 1],
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.imported).toBe(0);
    expect(bad.body.errors?.map((error) => [error.row, error.field])).toEqual([
      [3, "乡镇名称"],
      [4, "月份"],
      [5, "网络销售额"],
    ]);
    expect(await prisma.townStatistic.count({ where: { townId: town.id } })).toBe(1);
    const good = await upload(
      "statistics",
      await sheet(header, [
        ["导入镇", "2026-03", 99, 9, 9, 9, 9, 9, 9],
        ["导入镇", "2026-04", 10, 1, 1, 1, 1, 1, 1],
      ]),
    );
    expect(good).toMatchObject({ status: 200, body: { imported: 2, created: 1, updated: 1 } });
    const march = await admin.townStatistic.find.query({ townId: town.id, month: "2026-03" });
    expect(march.items[0]).toMatchObject({ onlineSales: 99, orders: 9 });
    const duplicate = await upload(
      "statistics",
      await sheet(header, [
        ["导入镇", "2026-05", 1, 1, 1, 1, 1, 1, 1],
        ["导入镇", "2026-05", 1, 1, 1, 1, 1, 1, 1],
      ]),
    );
    expect(duplicate.body.errors?.[0]).toMatchObject({ row: 3, field: "月份" });

    // The template is the header row the import reads.
    const template = await fetch(`${server().url}/import/statistics/template`, { headers: { cookie } });
    expect(template.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const headerRow = workbook.worksheets[0]?.getRow(1);
    expect(header.map((_, index) => headerRow?.getCell(index + 1).value)).toEqual(header);
  });

  it("answers the legacy list with the envelope and totalCount", async () => {
    const town = await makeTown(admin, "旧接口镇");
    const saved = await legacy.call("/api/admin/statistics/save", {
      townId: String(town.id),
      month: "2026-06",
      onlineSales: "12.5",
    });
    expect(saved.code).toBe("200");
    const list = await legacy.call("/api/admin/statistics/list", { townId: String(town.id), pageNo: "1" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    const bad = await legacy.call("/api/admin/statistics/save", { townId: String(town.id), month: "2026-13" });
    expect(bad.code).toBe("201");
  });
});

const parcel = (overrides: Record<string, unknown> = {}) => ({
  company: "sf" as const,
  waybillNo: "SF0001",
  direction: "inbound" as const,
  stationId: null,
  sender: "张三",
  receiver: "李四",
  phone: "13800000000",
  goodsName: "茶叶",
  weightKg: 1.25,
  fee: 12,
  date: "2026-02-28",
  ...overrides,
});

describe("express (resource kit)", () => {
  it("creates, updates and deletes with the log; a waybill is unique per company", async () => {
    const town = await makeTown(admin);
    const station = await makeStation(admin, town.id, "快递站");
    const { id } = await admin.express.create.mutate(parcel({ stationId: station.id }));
    const got = await admin.express.get.query({ id });
    expect(got).toMatchObject({ status: "received", station: { name: "快递站" }, weightKg: 1.25, date: "2026-02-28" });
    const duplicate = await failure(admin.express.create.mutate(parcel()));
    expect(Object.keys(duplicate.fieldErrors)).toEqual(["waybillNo"]);
    await admin.express.create.mutate(parcel({ company: "ems" }));
    await admin.express.update.mutate({ id, data: { ...got, status: "delivered" } });
    expect((await admin.express.find.query({ status: "delivered" })).items.map((row) => row.id)).toEqual([id]);
    expect(await prisma.operationLog.count({ where: { resource: "express" } })).toBe(3);
    await admin.express.delete.mutate({ ids: [id] });
    expect(await prisma.express.count({ where: { id } })).toBe(0);
  });

  it("refuses NUL, an impossible day and a huge id, writing nothing", async () => {
    const before = await prisma.express.count();
    expect(
      Object.keys((await failure(admin.express.create.mutate(parcel({ waybillNo: "A\u0000B" })))).fieldErrors),
    ).toEqual(["waybillNo"]);
    expect((await failure(admin.express.create.mutate(parcel({ date: "2026-02-30" })))).fieldErrors.date).toEqual([
      "日期格式应为 yyyy-MM-dd",
    ]);
    expect(
      Object.keys((await failure(admin.express.create.mutate(parcel({ stationId: 2 ** 31 })))).fieldErrors),
    ).toEqual(["stationId"]);
    expect(await prisma.express.count()).toBe(before);
  });

  it("answers the legacy paths under both names", async () => {
    const saved = await legacy.call("/api/admin/expressInfo/save", {
      company: "zto",
      waybillNo: "ZT9",
      direction: "outbound",
      date: "2026-03-01",
    });
    expect(saved.code).toBe("200");
    const list = await legacy.call("/api/admin/expressInfo/list", { waybillNo: "ZT9" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    expect((await legacy.call("/api/express/list", { waybillNo: "ZT9" })).totalCount).toBe(1);
  });

  it("imports all rows or none, naming bad rows and duplicates; the template downloads", async () => {
    const town = await makeTown(admin);
    await makeStation(admin, town.id, "导入站");
    await admin.express.create.mutate(parcel({ waybillNo: "EXIST1", company: "yto" }));
    const header = EXPRESS_SHEET_COLUMNS.map((column) => column.zh);
    const row = (waybill: string, overrides: Partial<Record<number, unknown>> = {}) => {
      const cells: unknown[] = ["顺丰", waybill, "进件", "导入站", "甲", "乙", "", "苹果", 2.5, 8, "2026-03-02", ""];
      for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value;
      return cells;
    };
    const bad = await upload(
      "express",
      await sheet(header, [
        row("IMP1"),
        row("IMP1"),
        row("EXIST1", { 0: "圆通" }),
        row("IMP3", { 3: "无此站" }),
        row("IMP4", { 10: "2026-02-30" }),
        row("IMP5", { 0: "火星快递" }),
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.map((error) => [error.row, error.field])).toEqual([
      [3, "运单号"],
      [4, "运单号"],
      [5, "服务站"],
      [6, "日期"],
      [7, "快递公司"],
    ]);
    expect(await prisma.express.count({ where: { waybillNo: { startsWith: "IMP" } } })).toBe(0);
    // A template from before the rename (its column headed 站点) still imports.
    const formerHeader = header.map((text) => (text === "服务站" ? "站点" : text));
    const good = await upload(
      "express",
      await sheet(formerHeader, [row("IMP1"), row("IMP2", { 2: "出件", 11: "运输中" })]),
    );
    expect(good).toMatchObject({ status: 200, body: { imported: 2 } });
    const imported = await admin.express.find.query({ waybillNo: "IMP2" });
    expect(imported.items[0]).toMatchObject({
      direction: "outbound",
      status: "in_transit",
      station: { name: "导入站" },
    });

    // The template: the origin's legacy path answers the .xlsx with the header row.
    const form = legacy.signedForm({});
    const response = await fetch(`${server().url}/api/admin/expressInfo/exportModel`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0]?.getRow(1).getCell(2).value).toBe("运单号");
    const http = await fetch(`${server().url}/import/express/template`, { headers: { cookie } });
    expect(http.status).toBe(200);

    // The legacy multipart import.
    const legacyAnswer = await legacy.upload(
      "/api/admin/expressInfo/import",
      {},
      { file: { name: "e.xlsx", bytes: new Uint8Array(await (await sheet(header, [row("LEG1")])).arrayBuffer()) } },
    );
    expect(legacyAnswer).toMatchObject({ code: "200", body: { imported: 1 } });
  });

  it("names its own sheet when the file is no readable workbook, on both paths", async () => {
    const header = EXPRESS_SHEET_COLUMNS.map((column) => column.zh);
    // A raw NUL in a cell's text (ExcelJS would drop it on writing, another program may not)
    // makes the workbook's XML unreadable.
    const written = await sheet(header, [["顺丰", "NULHERE", "进件", "", "", "", "", "", 1, 1, "2026-03-02", ""]]);
    const parts = unzipSync(new Uint8Array(await written.arrayBuffer()));
    for (const [name, bytes] of Object.entries(parts))
      parts[name] = strToU8(strFromU8(bytes).replace("NULHERE", "NUL\u0000"));
    const withNul = new Blob([zipSync(parts)]);
    for (const file of [withNul, new Blob(["not a workbook"])]) {
      const answer = await upload("express", file);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("请上传 .xlsx 格式的快递表");
    }
    const statistics = await upload("statistics", new Blob(["not a workbook"]));
    expect(statistics.body.message).toBe("请上传 .xlsx 格式的统计表");
    const missing = await legacy.upload("/api/admin/expressInfo/import", {}, {});
    expect(missing.message).toBe("请上传 .xlsx 格式的快递表");
    expect(await prisma.express.count({ where: { waybillNo: { startsWith: "NUL" } } })).toBe(0);
  });
});
