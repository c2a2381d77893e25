import { Writable } from "node:stream";
import type { ApiClient } from "@suyuan/api/client";
import { createLogger } from "@suyuan/api/lib/logger";
import {
  findStoredDateProblems,
  repairStoredDates,
  reportStoredDates,
} from "@suyuan/api/services/bootstrap/stored-dates";
import { EXPRESS_SHEET_COLUMNS } from "@suyuan/contracts/express/express-resource";
import { STATISTICS_SHEET_COLUMNS } from "@suyuan/contracts/statistics/statistics-operations";
import { getDatabase } from "@suyuan/db/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { loginCookie } from "../support/trpc-http.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { makeTown, sheet } from "./resources/commerce-fixtures.ts";
import { failure } from "../support/failure.ts";

// Issue 14: dates were parsed loosely ("2026-02-30" saved as 2026-03-02, "1" as 2001-01-01, year
// 99999 stored), and one stored reading of year 99999 made the readings list fail for everyone.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let enterpriseId: number;
let deviceId: number;

const DAY_MESSAGE = "日期格式应为 yyyy-MM-dd";
const MOMENT_MESSAGE = "请填写正确的时间（yyyy-MM-dd HH:mm）";
const MONTH_MESSAGE = "请填写正确的月份（yyyy-MM）";

/** The tester's values, as days and as moments (with a time, so only the day part is wrong). */
const BAD_DAYS = ["2026-02-30", "1", "2026-2-3", "+200000-01-01", "99999-01-01", "0000-01-01"];
const BAD_MOMENTS = [
  ...BAD_DAYS,
  "2026-02-30 08:00",
  "2026-2-3 08:00",
  "+200000-01-01T00:00:00Z",
  "99999-01-01 00:00",
  "0000-01-01 00:00",
  "1899-12-31 12:00",
  "3000-01-01T00:00:00Z",
  "2026-03-02 24:00",
];

const reading = (recordedAt: string | Date) => ({
  deviceId,
  recordedAt,
  temperature: 20,
  humidity: null,
  soilMoisture: null,
  light: null,
  co2: null,
});

const parcel = (waybillNo: string, date: string) => ({
  company: "sf" as const,
  waybillNo,
  direction: "inbound" as const,
  stationId: null,
  sender: null,
  receiver: null,
  phone: null,
  goodsName: null,
  weightKg: null,
  fee: null,
  date,
});

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  enterpriseId = (
    await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: "日期企业" }, { unique: 140 }))
  ).id;
  const baseId = (await admin.base.create.mutate(sampleOf(RESOURCES.base, { enterpriseId, name: "日期基地" }))).id;
  deviceId = (
    await admin.envDevice.create.mutate({
      enterpriseId: null,
      baseId,
      houseId: null,
      name: "日期气象站",
      code: "DATE-001",
      kind: "combined",
    })
  ).id;
});

describe("dates are parsed strictly", () => {
  it("refuses impossible, short, unpadded and out-of-range reading times on tRPC, writing nothing", async () => {
    for (const value of [...BAD_MOMENTS, new Date("0001-01-01T00:00:00Z"), new Date("+099999-01-01T00:00:00Z")]) {
      const refused = await failure(admin.envReading.create.mutate(reading(value)));
      expect(refused.fieldErrors, String(value)).toEqual({ recordedAt: [MOMENT_MESSAGE] });
    }
    expect(await prisma.envReading.count()).toBe(0);
    // The documented forms still work: China time, ISO with a zone, a Date.
    await admin.envReading.create.mutate(reading("2026-03-02 08:15"));
    await admin.envReading.create.mutate(reading("2026-03-02T08:16:30.250+08:00"));
    await admin.envReading.create.mutate(reading(new Date("2026-03-02T00:17:00Z")));
    const times = (await prisma.envReading.findMany({ orderBy: { recordedAt: "asc" } })).map((row) => row.recordedAt);
    expect(times).toEqual([
      new Date("2026-03-02T00:15:00Z"),
      new Date("2026-03-02T00:16:30.250Z"),
      new Date("2026-03-02T00:17:00Z"),
    ]);
  });

  it("refuses them on the legacy API with code 201 and the rule's message", async () => {
    for (const value of BAD_MOMENTS) {
      const answer = await legacy.call("/api/envPlateData/save", {
        deviceId: String(deviceId),
        recordedAt: value,
        co2: "450",
      });
      expect(answer, value).toMatchObject({
        code: "201",
        message: MOMENT_MESSAGE,
        body: { fieldErrors: { recordedAt: [MOMENT_MESSAGE] } },
      });
    }
    expect(await prisma.envReading.count()).toBe(3);
  });

  it("refuses bad days in kit day fields (tRPC and legacy)", async () => {
    for (const value of BAD_DAYS) {
      const refused = await failure(admin.express.create.mutate(parcel("DAY-1", value)));
      expect(refused.fieldErrors, value).toEqual({ date: [DAY_MESSAGE] });
      const answer = await legacy.call("/api/admin/expressInfo/save", {
        company: "sf",
        waybillNo: "DAY-2",
        direction: "inbound",
        date: value,
      });
      expect(answer, value).toMatchObject({ code: "201", body: { fieldErrors: { date: [DAY_MESSAGE] } } });
    }
    expect(await prisma.express.count()).toBe(0);
  });

  it("refuses bad days in list filters on tRPC", async () => {
    const lists: [string, (from: string) => Promise<unknown>][] = [
      ["log.findOperations", (from) => admin.log.findOperations.query({ from })],
      ["log.findLogins", (from) => admin.log.findLogins.query({ from })],
      ["scan.find", (from) => admin.scan.find.query({ from })],
      ["codeApplication.find", (from) => admin.codeApplication.find.query({ from })],
      ["traceRecord.find", (from) => admin.traceRecord.find.query({ from })],
      ["qualityCheck.find", (from) => admin.qualityCheck.find.query({ from })],
      ["batch.find", (from) => admin.batch.find.query({ from })],
      ["recall.find", (from) => admin.recall.find.query({ from })],
      ["express.find (to)", (to) => admin.express.find.query({ to })],
    ];
    for (const [name, list] of lists)
      for (const value of BAD_DAYS) {
        const refused = await failure(list(value));
        expect(Object.values(refused.fieldErrors), `${name} ${value}`).toEqual([[DAY_MESSAGE]]);
      }
    for (const value of BAD_MOMENTS) {
      const refused = await failure(admin.envReading.find.query({ from: value }));
      expect(refused.fieldErrors, value).toEqual({ from: [MOMENT_MESSAGE] });
      const series = await failure(
        admin.envReading.findSeries.query({ deviceId, from: value, to: new Date("2026-03-03") }),
      );
      expect(series.fieldErrors.from, value).toEqual([MOMENT_MESSAGE]);
    }
    // A good filter in a documented text form works (legacy clients send text).
    const found = await admin.envReading.find.query({
      from: "2026-03-02 08:16",
      to: "2026-03-02T00:17:00Z",
    });
    expect(found.total).toBe(2);
  });

  it("refuses bad days in list filters on the legacy API", async () => {
    const lists: [string, Record<string, string>][] = [
      ["/api/log/list", { type: "operation" }],
      ["/api/scanCode/list", {}],
      ["/api/apply/list", {}],
      ["/api/trace/list", {}],
      ["/api/quality_check/list", {}],
      ["/api/batch/list", {}],
      ["/api/recall/list", {}],
      ["/api/admin/expressInfo/list", {}],
    ];
    for (const [path, fields] of lists)
      for (const value of BAD_DAYS) {
        const answer = await legacy.call(path, { ...fields, from: value });
        expect(answer, `${path} ${value}`).toMatchObject({ code: "201", message: DAY_MESSAGE });
      }
    for (const value of BAD_MOMENTS) {
      const answer = await legacy.call("/api/envPlateData/list", { from: value });
      expect(answer, value).toMatchObject({ code: "201", message: MOMENT_MESSAGE });
    }
  });

  it("names bad date cells of an import sheet row by row, importing nothing", async () => {
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const header = EXPRESS_SHEET_COLUMNS.map((column) => column.zh);
    const row = (waybill: string, date: unknown) => ["顺丰", waybill, "进件", "", "", "", "", "", "", "", date, ""];
    const file = await sheet(header, [
      row("IMP-OK", "2026-03-02"),
      ...BAD_DAYS.map((value, index) => row(`IMP-${index}`, value)),
      row("IMP-OLD", new Date(Date.UTC(1850, 0, 1))),
    ]);
    const form = new FormData();
    form.append("file", file, "express.xlsx");
    const response = await fetch(`${server().url}/import/express`, { method: "POST", headers: { cookie }, body: form });
    const body = (await response.json()) as { errors?: { row: number; field: string; message: string }[] };
    expect(response.status).toBe(422);
    expect(body.errors).toEqual(
      [...BAD_DAYS, "1850"].map((_, index) => ({ row: index + 3, field: "日期", message: DAY_MESSAGE })),
    );
    expect(await prisma.express.count()).toBe(0);
  });

  it("names bad month cells of a statistics sheet too (a day cell must be a real day)", async () => {
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    await makeTown(admin, "日期镇");
    const header = STATISTICS_SHEET_COLUMNS.map((column) => column.zh);
    const row = (month: unknown) => ["日期镇", month, 1, 1, 1, 1, 1, 1, 1];
    const file = await sheet(header, [
      row("2026-03-02"),
      ...BAD_DAYS.map(row),
      row("2026-13"),
      row(new Date(Date.UTC(1850, 0, 1))),
    ]);
    const form = new FormData();
    form.append("file", file, "statistics.xlsx");
    const response = await fetch(`${server().url}/import/statistics`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    const body = (await response.json()) as { errors?: { row: number; field: string; message: string }[] };
    expect(response.status).toBe(422);
    expect(body.errors).toEqual(
      [...BAD_DAYS, "2026-13", "1850"].map((_, index) => ({ row: index + 3, field: "月份", message: MONTH_MESSAGE })),
    );
    expect(await prisma.townStatistic.count()).toBe(0);
  });
});

describe("rows stored with years outside 1900–2999", () => {
  let badIds: string[];

  it("do not make the readings list fail: it answers and shows them, so they can be fixed", async () => {
    // Written directly, as rows from before the inputs were strict would be.
    const inserted = await prisma.$queryRawUnsafe<{ id: bigint }[]>(
      `INSERT INTO env_reading (device_id, enterprise_id, recorded_at, temperature)
       VALUES ($1, $2, '0001-01-01 00:00:00+00', 1), ($1, $2, '99999-01-01 00:00:00+00', 2),
              ($1, $2, '0001-06-01 00:00:00+00 BC', 3)
       RETURNING id`,
      deviceId,
      enterpriseId,
    );
    badIds = inserted.map((row) => String(row.id)).sort((a, b) => Number(a) - Number(b));

    for (const input of [{}, { deviceId }]) {
      const list = await admin.envReading.find.query({ ...input, pageSize: 50 });
      expect(list.total).toBe(6);
      const years = Object.fromEntries(list.items.map((item) => [item.id, item.recordedAt.getUTCFullYear()]));
      expect(years).toMatchObject({ [badIds[0]!]: 1, [badIds[1]!]: 99999, [badIds[2]!]: 0 });
      // Newest first: the year-99999 row is at the top, where it is seen.
      expect(list.items[0]?.id).toBe(badIds[1]);
    }
    const answer = await legacy.call("/api/envPlateData/list", { deviceId: String(deviceId), pageSize: "50" });
    expect(answer).toMatchObject({ code: "200", totalCount: 6 });
    expect((answer.body as { recordedAt: string }[])[0]?.recordedAt).toBe("+099999-01-01T00:00:00.000Z");
    // A short page, which holds only bad rows, answers as well.
    const page = await admin.envReading.find.query({ page: 1, pageSize: 2 });
    expect(page.items.map((item) => item.id)).toEqual([badIds[1], expect.any(String)]);
  });

  it("do not make kit lists fail either: odd days and moments show as they are stored", async () => {
    await admin.express.create.mutate(parcel("OLD-1", "2026-03-01"));
    await admin.express.create.mutate(parcel("OLD-2", "2026-03-01"));
    await prisma.$executeRawUnsafe(
      `UPDATE express SET date = '0001-01-01 BC', created_at = '99999-01-01 00:00:00+00' WHERE waybill_no = 'OLD-1'`,
    );
    await prisma.$executeRawUnsafe(`UPDATE express SET date = '0001-12-31' WHERE waybill_no = 'OLD-2'`);
    await prisma.$executeRawUnsafe(
      `UPDATE enterprise SET checked_at = '0001-01-01 00:00:00+00 BC' WHERE id = ${enterpriseId}`,
    );
    const parcels = await admin.express.find.query({ waybillNo: "OLD" });
    // 1 BC is year 0 in ISO 8601 (astronomical) numbering.
    expect(parcels.items.map((item) => [item.waybillNo, item.date, item.createdAt.getUTCFullYear()]).sort()).toEqual([
      ["OLD-1", "0000-01-01", 99999],
      ["OLD-2", "0001-12-31", expect.any(Number)],
    ]);
    expect((await legacy.call("/api/admin/expressInfo/list", { waybillNo: "OLD" })).code).toBe("200");
    const enterprises = await admin.enterprise.find.query({ name: "日期企业" });
    expect(enterprises.items.map((item) => item.checkedAt?.getUTCFullYear())).toEqual([0]);
  });

  it("are reported at start-up as one JSON log line per table, with counts and the first ids", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    const problems = await reportStoredDates(createLogger("info", sink));
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const byTable = Object.fromEntries(
      logged.filter((line) => line.check === "stored-dates").map((line) => [String(line.table), line] as const),
    );
    expect(Object.keys(byTable).sort()).toEqual(["enterprise", "env_reading", "express"]);
    expect(byTable.env_reading).toMatchObject({
      level: 40,
      table: "env_reading",
      count: 3,
      columns: { recorded_at: 3 },
      ids: badIds,
      range: "1900-2999",
    });
    expect(byTable.express).toMatchObject({ count: 2, columns: { date: 2, created_at: 1 } });
    expect(byTable.enterprise).toMatchObject({ count: 1, columns: { checked_at: 1 }, ids: [String(enterpriseId)] });
    expect(problems).toHaveLength(3);
  });

  it("are repaired by the script: NULL where allowed, listed for a person where not", async () => {
    const dry = await getDatabase().withExecutor((sql) => repairStoredDates(sql, { dryRun: true }));
    expect(dry.map((repair) => [repair.table, repair.column, repair.action, repair.count])).toEqual([
      ["enterprise", "checked_at", "set-null", 1],
      ["env_reading", "recorded_at", "manual", 3],
      ["express", "date", "manual", 2],
      ["express", "created_at", "manual", 1],
    ]);
    expect(dry[0]?.rows).toEqual([{ id: String(enterpriseId), was: "0001-01-01 00:00:00+00 BC" }]);
    expect((await prisma.enterprise.findUniqueOrThrow({ where: { id: enterpriseId } })).checkedAt).not.toBeNull();

    await getDatabase().withExecutor((sql) => repairStoredDates(sql));
    expect((await prisma.enterprise.findUniqueOrThrow({ where: { id: enterpriseId } })).checkedAt).toBeNull();
    // The readings left for a person are fixed through the API like any other.
    await admin.envReading.update.mutate({ id: badIds[1]!, data: reading("2026-03-03 09:00") });
    await admin.envReading.delete.mutate({ ids: [badIds[0]!, badIds[2]!] });
    await prisma.express.deleteMany({ where: { waybillNo: { startsWith: "OLD" } } });
    const after = await getDatabase().withExecutor((sql) => findStoredDateProblems(sql));
    expect(after).toEqual([]);
  });
});
