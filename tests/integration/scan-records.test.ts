import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { formatTraceCodeGroups } from "@suyuan/contracts/trace-code/trace-code";
import { TRPCClientError } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { createTraceFixture, newCode, type TraceFixture } from "../support/scan-fixtures.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { loginCookie } from "../support/trpc-http.ts";

// Scan records /scanCode/list: enterprise scope, filters, sorting, paging, the per-day and
// per-province statistics, the export and the legacy path.
const server = useTestServer();
const MEMBER = { username: "13700003333", password: "Member-pass-1" };

let admin: ApiClient;
let member: ApiClient;
let own: TraceFixture;
let other: TraceFixture;
let unknownCode: string;

/** An instant given in China time (UTC+8). */
const china = (local: string) => new Date(`${local}+08:00`);

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  member = createApiClient({ baseUrl: server().url });
  await member.auth.register.mutate({ ...MEMBER, password2: MEMBER.password });
  await member.auth.login.mutate(MEMBER);
  const enterpriseId = (await prisma.user.findUniqueOrThrow({ where: { username: MEMBER.username } })).enterpriseId!;
  own = await createTraceFixture({ seq: 11, enterpriseId });
  other = await createTraceFixture({ seq: 12 });
  unknownCode = newCode();

  const ownBound = { code: own.boundCodes[0]!, enterpriseId, goodsId: own.goodsId, batchId: own.batchId };
  const ownUnbound = { code: own.unboundCodes[0]!, enterpriseId, goodsId: own.goodsId, batchId: null };
  const otherBound = {
    code: other.boundCodes[0]!,
    enterpriseId: other.enterpriseId,
    goodsId: other.goodsId,
    batchId: other.batchId,
  };
  await prisma.scanRecord.createMany({
    data: [
      // 00:30 on 1 May in China is still 30 April in UTC: days are China days.
      { ...ownBound, scannedAt: china("2026-05-01T00:30:00"), ip: "203.0.113.1", provinceCode: "330000" },
      { ...ownBound, scannedAt: china("2026-05-01T12:00:00"), ip: "203.0.113.2", provinceCode: "330000" },
      { ...ownBound, scannedAt: china("2026-05-01T18:00:00"), ip: "203.0.113.3" },
      { ...ownBound, scannedAt: china("2026-05-03T08:00:00"), ip: "203.0.113.4", provinceCode: "110000" },
      { ...ownUnbound, scannedAt: china("2026-05-03T23:59:00"), ip: "203.0.113.5" },
      { ...otherBound, scannedAt: china("2026-05-01T10:00:00"), ip: "203.0.113.6", provinceCode: "440000" },
      { ...otherBound, scannedAt: china("2026-05-02T10:00:00"), ip: "203.0.113.7", provinceCode: "440000" },
      { code: unknownCode, scannedAt: china("2026-05-01T11:00:00"), ip: "203.0.113.8" },
    ],
  });
});

describe("scan.find", () => {
  it("shows a member only their own enterprise's scans, named by goods and batch", async () => {
    const page = await member.scan.find.query({});
    expect(page.total).toBe(5);
    expect(page.items.every((item) => item.enterprise?.id === own.enterpriseId)).toBe(true);
    // Newest first by default.
    expect(page.items[0]).toMatchObject({
      code: own.unboundCodes[0],
      goods: { id: own.goodsId, name: "明前龙井11" },
      batch: null,
      ip: "203.0.113.5",
    });
    expect(page.items.find((item) => item.ip === "203.0.113.4")).toMatchObject({
      batch: { id: own.batchId, batchNo: "LJ2026-11" },
      provinceCode: "110000",
    });
    // Asking for another enterprise's scans finds nothing rather than leaking them.
    expect((await member.scan.find.query({ enterpriseId: other.enterpriseId })).total).toBe(0);
    expect((await member.scan.find.query({ code: other.boundCodes[0] })).total).toBe(0);
  });

  it("shows platform staff every scan, unknown codes included", async () => {
    const page = await admin.scan.find.query({ pageSize: 20 });
    expect(page.total).toBe(8);
    expect(page.items.find((item) => item.code === unknownCode)).toMatchObject({ enterprise: null, goods: null });
    expect((await admin.scan.find.query({ enterpriseId: other.enterpriseId })).total).toBe(2);
  });

  it("filters by goods, batch, code (as typed) and China-day range", async () => {
    expect((await admin.scan.find.query({ goodsId: own.goodsId })).total).toBe(5);
    expect((await admin.scan.find.query({ batchId: own.batchId })).total).toBe(4);
    const typed = formatTraceCodeGroups(own.boundCodes[0]!).toLowerCase();
    expect((await member.scan.find.query({ code: typed })).total).toBe(4);
    expect((await member.scan.find.query({ code: `https://example.com/t/${own.boundCodes[0]}` })).total).toBe(4);
    expect((await member.scan.find.query({ from: "2026-05-01", to: "2026-05-01" })).total).toBe(3);
    expect((await member.scan.find.query({ to: "2026-04-30" })).total).toBe(0);
    expect((await member.scan.find.query({ from: "2026-05-02", to: "2026-05-03" })).total).toBe(2);
    await expect(member.scan.find.query({ from: "2026-05-03", to: "2026-05-01" })).rejects.toBeInstanceOf(
      TRPCClientError,
    );
  });

  it("sorts by scan time either way and pages", async () => {
    const ascending = await member.scan.find.query({ sortBy: "scannedAt", sortDir: "asc", pageSize: 2 });
    expect(ascending.items.map((item) => item.ip)).toEqual(["203.0.113.1", "203.0.113.2"]);
    const second = await member.scan.find.query({ sortBy: "scannedAt", sortDir: "asc", pageSize: 2, page: 2 });
    expect(second).toMatchObject({ page: 2, total: 5 });
    expect(second.items.map((item) => item.ip)).toEqual(["203.0.113.3", "203.0.113.4"]);
    // Past the end: the last page.
    const beyond = await member.scan.find.query({ sortDir: "desc", pageSize: 2, page: 9 });
    expect(beyond.page).toBe(3);
    expect(beyond.items.map((item) => item.ip)).toEqual(["203.0.113.1"]);
  });
});

describe("scan.stats", () => {
  it("counts scans per China day (every day of the range) and per province, in scope", async () => {
    const stats = await member.scan.stats.query({ from: "2026-04-30", to: "2026-05-03" });
    expect(stats).toEqual({
      from: "2026-04-30",
      to: "2026-05-03",
      total: 5,
      perDay: [
        { day: "2026-04-30", scans: 0 },
        { day: "2026-05-01", scans: 3 },
        { day: "2026-05-02", scans: 0 },
        { day: "2026-05-03", scans: 2 },
      ],
      perProvince: [
        { provinceCode: "330000", scans: 2 },
        { provinceCode: null, scans: 2 },
        { provinceCode: "110000", scans: 1 },
      ],
    });
    const all = await admin.scan.stats.query({ from: "2026-05-01", to: "2026-05-02" });
    expect(all.total).toBe(6);
    expect(all.perDay).toEqual([
      { day: "2026-05-01", scans: 5 },
      { day: "2026-05-02", scans: 1 },
    ]);
    expect(all.perProvince[0]).toEqual({ provinceCode: "330000", scans: 2 });
    const filtered = await admin.scan.stats.query({ from: "2026-05-01", to: "2026-05-03", batchId: own.batchId });
    expect(filtered.total).toBe(4);
  });

  it("covers the last 30 days without a range, and at most a year", async () => {
    const recent = await member.scan.stats.query({});
    expect(recent.perDay).toHaveLength(30);
    expect(recent.to).toBe(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
    const long = await member.scan.stats.query({ from: "2020-01-01", to: "2026-05-03" });
    expect(long.perDay).toHaveLength(366);
    expect(long.perDay.at(-1)).toEqual({ day: "2026-05-03", scans: 2 });
  });
});

describe("export and legacy path", () => {
  it("exports the member's scans only, as CSV", async () => {
    const cookie = await loginCookie(server().url, MEMBER.username, MEMBER.password);
    const q = encodeURIComponent(JSON.stringify({ from: "2026-05-01", to: "2026-05-03" }));
    const response = await fetch(`${server().url}/export/scan-records?format=csv&q=${q}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain("扫码时间");
    expect(lines).toHaveLength(1 + 5);
    expect(csv).toContain(own.boundCodes[0]!);
    expect(csv).toContain("浙江省");
    expect(csv).not.toContain(other.boundCodes[0]!);
    expect(csv).not.toContain(unknownCode);
    const xlsx = await fetch(`${server().url}/export/scan-records?format=xlsx&q=${q}`, { headers: { cookie } });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });

  it("answers scanCode/list on the legacy API in the member's scope", async () => {
    const legacy = new LegacyClient(server().url, TEST_LEGACY);
    expect((await legacy.login(MEMBER.username, MEMBER.password)).code).toBe("200");
    const answer = await legacy.call("/api/scanCode/list", {
      pageNo: "1",
      pageSize: "3",
      batchId: String(own.batchId),
    });
    expect(answer.code).toBe("200");
    expect(answer.totalCount).toBe(4);
    expect(answer.body).toHaveLength(3);
    const bad = await legacy.call("/api/scanCode/list", { from: "yesterday" });
    expect(bad.code).toBe("201");
  });
});

describe("the public page feeds the list", () => {
  it("records a view of a bound code that the member then finds", async () => {
    const code = own.boundCodes[1]!;
    const response = await fetch(`${server().url}/t/${code}`);
    expect(response.status).toBe(200);
    const page = await member.scan.find.query({ code });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ code, batch: { id: own.batchId }, ip: "127.0.0.1" });
  });
});

describe("scan.choices", () => {
  it("offers enterprises and goods for the filters within the user's scope", async () => {
    const enterprises = await member.scan.choices.query({ kind: "enterprise" });
    expect(enterprises.map((option) => option.id)).toEqual([own.enterpriseId]);
    expect(await member.scan.choices.query({ kind: "goods" })).toEqual([{ id: own.goodsId, name: "明前龙井11" }]);
    expect(await member.scan.choices.query({ kind: "goods", enterpriseId: other.enterpriseId })).toEqual([]);
    const staffGoods = await admin.scan.choices.query({ kind: "goods", name: "龙井1" });
    expect(staffGoods.map((option) => option.id).sort()).toEqual([own.goodsId, other.goodsId].sort());
    expect(await admin.scan.choices.query({ kind: "goods", enterpriseId: other.enterpriseId })).toEqual([
      { id: other.goodsId, name: "明前龙井12" },
    ]);
  });
});
