import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import { createTraceFixture, type TraceFixture } from "../support/scan-fixtures.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// Scans and logins store where their IP is (province and city, resolved offline by ip2region when
// they are recorded); the lists answer the user agent parsed; the scan chart counts by province.

// Behind a proxy, so the tests choose the client's address.
const server = useTestServer({ TRUST_PROXY: "true" });
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
let admin: ApiClient;
let fixture: TraceFixture;

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  fixture = await createTraceFixture({ seq: 31 });
});

const scan = (code: string, ip: string) =>
  fetch(`${server().url}/t/${code}`, { headers: { "x-forwarded-for": ip, "user-agent": CHROME } });

describe("where scans and logins come from", () => {
  it("stores a scan's province and city, lists them with the browser parsed, and charts by province", async () => {
    const [hangzhou, beijing] = fixture.boundCodes;
    expect((await scan(hangzhou!, "115.236.1.1")).status).toBe(200);
    expect((await scan(beijing!, "123.125.71.38")).status).toBe(200);
    expect((await scan(beijing!, "8.8.8.8")).status).toBe(200);

    const rows = await prisma.scanRecord.findMany({ where: { goodsId: fixture.goodsId }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.ip, row.provinceCode, row.cityCode])).toEqual([
      ["115.236.1.1", "330000", "330100"],
      ["123.125.71.38", "110000", "110100"],
      ["8.8.8.8", null, null],
    ]);
    const listed = await admin.scan.find.query({ code: hangzhou!, page: 1, pageSize: 10 });
    expect(listed.items[0]).toMatchObject({
      provinceCode: "330000",
      cityCode: "330100",
      userAgent: CHROME,
      agent: { browser: "Chrome 120", os: "Windows 10", device: "desktop" },
    });
    const stats = await admin.scan.stats.query({ goodsId: fixture.goodsId });
    expect(stats.perProvince).toEqual(
      expect.arrayContaining([
        { provinceCode: "330000", scans: 1 },
        { provinceCode: "110000", scans: 1 },
        { provinceCode: null, scans: 1 },
      ]),
    );
  });

  it("stores a login's province and city, and lists them with the browser parsed", async () => {
    const response = await fetch(`${server().url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "115.236.1.1", "user-agent": CHROME },
      body: JSON.stringify({ json: TEST_ADMIN }),
    });
    expect(response.status).toBe(200);
    const logins = await admin.log.findLogins.query({ ip: "115.236.1.1", page: 1, pageSize: 10 });
    expect(logins.items[0]).toMatchObject({
      username: TEST_ADMIN.username,
      provinceCode: "330000",
      cityCode: "330100",
      agent: { browser: "Chrome 120", os: "Windows 10", device: "desktop" },
    });
  });
});
