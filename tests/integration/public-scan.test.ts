import {
  checkSymbolOf,
  CROCKFORD_CHECK_ALPHABET,
  formatTraceCodeGroups,
} from "@suyuan/contracts/trace-code/trace-code";
import { PAGE_SQL } from "@suyuan/api/services/scan/public-scan-sql";
import { TRACE_PAGE_TABLES } from "@suyuan/api/services/scan/public-scan";
import { changesHeard } from "../support/change-notices.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTraceFixture, newCode, uploadUrl, type TraceFixture } from "../support/scan-fixtures.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// The public trace page /t/<code>: content, recall notice, unknown/unbound codes, scan recording,
// copy warning, consented location and the per-IP rate limit. Each test sends from its own
// client IP (X-Forwarded-For, trusted here) so the low rate limit only bites where it is tested.
const RATE_LIMIT = 8;
const server = useTestServer({
  TRUST_PROXY: "true",
  SCAN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  SCAN_COPY_WARNING_SCANS: "3",
  SCAN_COPY_WARNING_IPS: "3",
});

let fixture: TraceFixture;
let ipSeq = 0;
/** A client IP no other test uses. */
const freshIp = () => `198.51.100.${++ipSeq}`;

async function view(code: string, ip = freshIp(), headers: Record<string, string> = {}) {
  // The tests change the page's rows directly: the kept pages must have heard of it first.
  await changesHeard();
  const response = await fetch(`${server().url}/t/${encodeURIComponent(code)}`, {
    headers: { "x-forwarded-for": ip, ...headers },
  });
  return { response, html: await response.text() };
}

/** The fixed window is the wall-clock minute: start a counting test well inside one. */
async function awayFromMinuteEdge() {
  const second = new Date().getSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

const tokenOf = (html: string) => /data-token="([^"]+)"/.exec(html)?.[1] ?? "";

beforeAll(async () => {
  fixture = await createTraceFixture({ seq: 1 });
  await prisma.qualityCheck.createMany({
    data: [
      {
        enterpriseId: fixture.enterpriseId,
        batchId: fixture.batchId,
        organisation: "浙江省农产品质量检测中心",
        inspector: "赵工",
        checkDate: new Date("2026-04-02T00:00:00Z"),
        passed: true,
      },
      {
        enterpriseId: fixture.enterpriseId,
        goodsId: fixture.goodsId,
        organisation: "杭州市市场监督管理局",
        inspector: "钱工",
        checkDate: new Date("2026-04-05T00:00:00Z"),
        passed: false,
      },
    ],
  });
});

describe("the page of a bound code", () => {
  it("shows goods, enterprise, origin, batch, the timeline with values and the quality checks", async () => {
    const code = fixture.boundCodes[0]!;
    const { response, html } = await view(code);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/i);
    expect(html).toMatch(/^<!doctype html><html lang="zh-CN">/);
    // No admin bundle: the page is self-contained and small.
    expect(html).not.toContain("/assets/");
    expect(Buffer.byteLength(html)).toBeLessThan(16 * 1024);

    for (const expected of [
      "明前龙井1",
      "250克/罐",
      "西湖牌",
      "绿源农业1",
      "浙江省 杭州市 西湖区",
      'href="tel:057188886666"',
      "龙井茶园1",
      "LJ2026-1",
      "2026-04-01",
      "1200 罐",
      `溯源码 ${code}`,
      "龙井43",
      "35.5 亩",
      "有机肥",
      "800 公斤",
      "2026-03-28",
      "操作员1",
      // 01:30 UTC is 09:30 in China.
      "2026-03-01 09:30",
      "浙江省农产品质量检测中心",
      "检测日期 2026-04-02",
      "杭州市市场监督管理局",
      "不合格",
      `src="${uploadUrl(11)}"`,
      `src="${uploadUrl(12)}"`,
    ]) {
      expect(html, expected).toContain(expected);
    }
    // Stages in their order; an image that is not an upload URL is never emitted.
    const order = ["种植", "施肥", "采收"].map((stage) => html.indexOf(`<div class="st">${stage}</div>`));
    expect(order.every((position, index) => position > 0 && (index === 0 || position > order[index - 1]!))).toBe(true);
    expect(html).not.toContain("javascript:");
    // The failed goods check (newer) comes before the passed batch check.
    expect(html.indexOf("杭州市市场监督管理局")).toBeLessThan(html.indexOf("浙江省农产品质量检测中心"));
    expect(html).not.toContain('id="recall"');
  });

  it("is served with a strict CSP (no eval, the inline script by hash) and other security headers", async () => {
    const { response, html } = await view(fixture.boundCodes[0]!);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain("<script>");
    expect(html).toContain(">提供位置以帮助核验</button>");
  });
});

describe("recall notice", () => {
  it("comes first while the recall is active and goes when it is closed, the recall kept", async () => {
    const recall = await prisma.recall.create({
      data: {
        enterpriseId: fixture.enterpriseId,
        title: "农药残留超标召回",
        reason: "抽检不合格",
        level: 1,
        startDate: new Date("2026-04-06T00:00:00Z"),
        notice: "请立即停止食用，凭购买凭证到原购买处退货。",
        batches: { create: { batchId: fixture.batchId } },
      },
    });
    const code = fixture.boundCodes[1]!;
    const active = await view(code);
    expect(active.response.status).toBe(200);
    const body = active.html.slice(active.html.indexOf("<body>"));
    expect(body.indexOf('id="recall"')).toBeGreaterThan(0);
    // First: before the goods name in the header and every other section.
    expect(body.indexOf('id="recall"')).toBeLessThan(body.indexOf("明前龙井1"));
    for (const expected of ["农药残留超标召回", "一级召回", "2026-04-06", "请立即停止食用，凭购买凭证到原购买处退货。"])
      expect(active.html).toContain(expected);

    // The unbound code of the same goods is not in the recalled batch.
    expect((await view(fixture.unboundCodes[0]!)).html).not.toContain('id="recall"');

    await prisma.recall.update({ where: { id: recall.id }, data: { status: "closed", closedAt: new Date() } });
    const closed = await view(code);
    expect(closed.html).not.toContain('id="recall"');
    expect(closed.html).not.toContain("农药残留超标召回");
    expect(await prisma.recall.findUnique({ where: { id: recall.id }, include: { batches: true } })).toMatchObject({
      status: "closed",
      batches: [{ batchId: fixture.batchId }],
    });
  });
});

describe("pages kept per process", () => {
  it("are reset by a change to any table the page reads: each sends a change notice", async () => {
    const rows = await prisma.$queryRaw<{ table: string }[]>`
      SELECT DISTINCT c.relname AS table FROM pg_trigger tg
        JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
       WHERE p.proname = 'suyuan_notify_change'`;
    const notified = new Set(rows.map((row) => row.table));
    for (const table of TRACE_PAGE_TABLES) expect(notified.has(table), table).toBe(true);
    // Every table PAGE_SQL reads is among them, but the code's own row (read with every scan).
    const read = [...PAGE_SQL.matchAll(/(?:FROM|JOIN)\s+([a-z_]+)/g)].map((match) => match[1]);
    for (const table of read) if (table !== "trace_code") expect(TRACE_PAGE_TABLES, table).toContain(table);
  });

  it("show a change to the goods or the batch's checks at the next view, for every code of the batch", async () => {
    const own = await createTraceFixture({ seq: 3 });
    const [first, second] = [own.boundCodes[0]!, own.boundCodes[1]!];
    expect((await view(first)).html).toContain("明前龙井3");
    // Kept: the next code of the batch shows the same page, with its own code.
    const kept = await view(second);
    expect(kept.html).toContain("明前龙井3");
    expect(kept.html).toContain(`溯源码 ${second}`);
    expect(kept.html).not.toContain(first);

    await prisma.goods.update({ where: { id: own.goodsId }, data: { name: "改名的龙井" } });
    const renamed = await view(first);
    expect(renamed.html).toContain("改名的龙井");
    expect(renamed.html).not.toContain("明前龙井3");
    await prisma.qualityCheck.create({
      data: {
        enterpriseId: own.enterpriseId,
        batchId: own.batchId,
        organisation: "新增的检测机构",
        inspector: "孙工",
        checkDate: new Date("2026-04-09T00:00:00Z"),
        passed: true,
      },
    });
    expect((await view(second)).html).toContain("新增的检测机构");
  });
});

describe("codes that cannot show a story", () => {
  it("answers an unknown code with a friendly 404 page and records the attempt without enterprise", async () => {
    const code = newCode();
    const { response, html } = await view(code);
    expect(response.status).toBe(404);
    expect(html).toContain('lang="zh-CN"');
    expect(html).toContain("未查询到该溯源码");
    expect(html).toContain(code);
    expect(await prisma.scanRecord.findMany({ where: { code } })).toMatchObject([
      { enterpriseId: null, goodsId: null },
    ]);
  });

  it("answers a code with a wrong check symbol with the same page, without looking it up", async () => {
    const good = fixture.boundCodes[0]!;
    const body = good.slice(0, 13);
    const wrong = [...CROCKFORD_CHECK_ALPHABET].find((symbol) => symbol !== checkSymbolOf(body))!;
    const bad = body + wrong;
    const before = await prisma.traceCode.findUniqueOrThrow({ where: { code: good } });
    const { response, html } = await view(bad);
    expect(response.status).toBe(404);
    expect(html).toContain("未查询到该溯源码");
    expect(await prisma.scanRecord.count({ where: { code: bad } })).toBe(0);
    expect((await prisma.traceCode.findUniqueOrThrow({ where: { code: good } })).scanCount).toBe(before.scanCount);
    // Garbage, long input and nested paths get the same page, never the admin app.
    expect((await view("<script>")).response.status).toBe(404);
    expect((await view("x".repeat(300))).response.status).toBe(404);
    const nested = await fetch(`${server().url}/t/${good}/extra`, { headers: { "x-forwarded-for": freshIp() } });
    expect(nested.status).toBe(404);
    expect(await nested.text()).toContain("未查询到该溯源码");
  });

  it("reads codes as typed: lower case, hyphens, and check symbols sent raw or percent-encoded", async () => {
    const code = fixture.boundCodes[0]!;
    expect((await view(code.toLowerCase())).response.status).toBe(200);
    expect((await view(formatTraceCodeGroups(code))).response.status).toBe(200);
    // Codes whose check symbol is one of * ~ $ = (the URL-special ones).
    const special: string[] = [];
    while (special.length < 4) {
      const candidate = newCode();
      if ("*~$=".includes(candidate.at(-1)!) && !special.some((other) => other.at(-1) === candidate.at(-1)))
        special.push(candidate);
    }
    await prisma.traceCode.createMany({
      data: special.map((candidate, index) => ({
        code: candidate,
        applicationId: fixture.applicationId,
        serial: 2000 + index,
        enterpriseId: fixture.enterpriseId,
        goodsId: fixture.goodsId,
        batchId: fixture.batchId,
      })),
    });
    for (const candidate of special) {
      const encoded = await view(candidate);
      expect(encoded.response.status, candidate).toBe(200);
      expect(encoded.html).toContain(`溯源码 ${candidate}`);
      const raw = await fetch(`${server().url}/t/${candidate}`, { headers: { "x-forwarded-for": freshIp() } });
      expect(raw.status, candidate).toBe(200);
    }
  });

  it("treats a code whose application is still generating as unknown", async () => {
    const { response, html } = await view(fixture.pendingCode);
    expect(response.status).toBe(404);
    expect(html).toContain("未查询到该溯源码");
    expect((await prisma.traceCode.findUniqueOrThrow({ where: { code: fixture.pendingCode } })).scanCount).toBe(0);
  });

  it("shows goods and enterprise for a code not bound to a batch (200), with no production story", async () => {
    const { response, html } = await view(fixture.unboundCodes[1]!);
    expect(response.status).toBe(200);
    expect(html).toContain("明前龙井1");
    expect(html).toContain("绿源农业1");
    expect(html).toContain("该溯源码尚未关联生产批次");
    expect(html).not.toContain("LJ2026-1");
    expect(html).not.toContain('id="timeline"');
    expect(html).toContain("这是第 <strong>1</strong> 次查询");
  });
});

describe("scan recording", () => {
  it("counts every view with its first and last time, and records IP and (cut) user agent", async () => {
    const code = newCode();
    await prisma.traceCode.create({
      data: {
        code,
        applicationId: fixture.applicationId,
        serial: 1000,
        enterpriseId: fixture.enterpriseId,
        goodsId: fixture.goodsId,
        batchId: fixture.batchId,
      },
    });
    const ip = freshIp();
    const first = await view(code, ip, { "user-agent": `Mozilla/5.0 ${"x".repeat(400)}` });
    expect(first.html).toContain("这是第 <strong>1</strong> 次查询");
    const afterFirst = await prisma.traceCode.findUniqueOrThrow({ where: { code } });
    expect(afterFirst.scanCount).toBe(1);
    expect(afterFirst.firstScanAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await view(code, ip);
    expect(second.html).toContain("这是第 <strong>2</strong> 次查询");
    const afterSecond = await prisma.traceCode.findUniqueOrThrow({ where: { code } });
    expect(afterSecond.scanCount).toBe(2);
    expect(afterSecond.firstScanAt).toEqual(afterFirst.firstScanAt);
    expect(afterSecond.lastScanAt!.getTime()).toBeGreaterThan(afterFirst.lastScanAt!.getTime());
    // The first scan's time in China time, as the page shows it.
    const china = new Date(afterFirst.firstScanAt!.getTime() + 8 * 3_600_000).toISOString();
    expect(second.html).toContain(`首次查询时间 ${china.slice(0, 10)} ${china.slice(11, 16)}`);

    const records = await prisma.scanRecord.findMany({ where: { code }, orderBy: { id: "asc" } });
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      enterpriseId: fixture.enterpriseId,
      goodsId: fixture.goodsId,
      batchId: fixture.batchId,
      ip,
      latitude: null,
    });
    expect(records[0]!.userAgent).toHaveLength(256);
    expect(records[0]!.scannedAt).toEqual(afterFirst.firstScanAt);
  });

  it("warns of a possible copy once the code is scanned more often than the threshold", async () => {
    const code = fixture.boundCodes[0]!;
    await prisma.traceCode.update({ where: { code }, data: { scanCount: 0 } });
    await prisma.scanRecord.deleteMany({ where: { code } });
    const ip = freshIp();
    for (let scan = 1; scan <= 3; scan++) expect((await view(code, ip)).html).not.toContain("谨防假冒");
    const fourth = await view(code, ip);
    expect(fourth.html).toContain("这是第 <strong>4</strong> 次查询");
    expect(fourth.html).toContain("该溯源码已被多次查询，谨防假冒");
  });

  it("also warns when the code's scans come from many IPs", async () => {
    const code = fixture.unboundCodes[0]!;
    await prisma.traceCode.update({ where: { code }, data: { scanCount: 0 } });
    await prisma.scanRecord.deleteMany({ where: { code } });
    expect((await view(code)).html).not.toContain("谨防假冒");
    expect((await view(code)).html).not.toContain("谨防假冒");
    // Third scan, third IP: 3 scans is not over the count threshold, but 3 IPs reach the IP one.
    const third = await view(code);
    expect(third.html).toContain("这是第 <strong>3</strong> 次查询");
    expect(third.html).toContain("谨防假冒");
  });
});

describe("consented location", () => {
  async function post(code: string, body: unknown, ip = freshIp()) {
    return fetch(`${server().url}/t/${code}/location`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
  }

  it("stores latitude, longitude and the nearest province for the page's scan, once", async () => {
    const code = fixture.boundCodes[1]!;
    const { html } = await view(code);
    const token = tokenOf(html);
    expect(token).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
    const scanId = BigInt(token.split(".")[0]!);

    const saved = await post(code, { token, latitude: 30.2741, longitude: 120.1551 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, provinceCode: "330000" });
    const record = await prisma.scanRecord.findUniqueOrThrow({ where: { id: scanId } });
    expect(Number(record.latitude)).toBeCloseTo(30.2741, 4);
    expect(Number(record.longitude)).toBeCloseTo(120.1551, 4);
    expect(record.provinceCode).toBe("330000");

    // A token locates its scan once.
    expect((await post(code, { token, latitude: 39.9, longitude: 116.4 })).status).toBe(409);
    expect((await prisma.scanRecord.findUniqueOrThrow({ where: { id: scanId } })).provinceCode).toBe("330000");
  });

  it("refuses forged tokens, tokens of another code and impossible coordinates", async () => {
    const code = fixture.boundCodes[1]!;
    const located = await prisma.scanRecord.count({ where: { latitude: { not: null } } });
    const token = tokenOf((await view(code)).html);
    const [scanId, expires, mac] = token.split(".") as [string, string, string];
    const otherScan = String(BigInt(scanId) - 1n);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      `${otherScan}.${expires}.${mac}`,
      `${scanId}.${Number(expires) + 3600}.${mac}`,
      `${scanId}.${expires}.${flipped}`,
      "",
      "1.2.3",
    ]) {
      const refused = await post(code, { token: forged, latitude: 30.27, longitude: 120.15 });
      expect(refused.status, forged).toBe(403);
    }
    expect((await post(fixture.boundCodes[0]!, { token, latitude: 30.27, longitude: 120.15 })).status).toBe(403);
    expect((await post(code, { token, latitude: 200, longitude: 120 })).status).toBe(400);
    expect((await post(code, { token, latitude: "30", longitude: 120 })).status).toBe(400);
    expect((await prisma.scanRecord.findUniqueOrThrow({ where: { id: BigInt(scanId) } })).latitude).toBeNull();
    expect(await prisma.scanRecord.count({ where: { latitude: { not: null } } })).toBe(located);
  });

  it("leaves the province unknown for a location outside China", async () => {
    const code = fixture.boundCodes[1]!;
    const token = tokenOf((await view(code)).html);
    const saved = await post(code, { token, latitude: 48.8566, longitude: 2.3522 });
    expect(await saved.json()).toEqual({ ok: true, provinceCode: null });
  });
});

describe("per-IP rate limit", () => {
  it("answers 429 with Retry-After and a friendly page past the limit, for that IP only", async () => {
    await awayFromMinuteEdge();
    const ip = freshIp();
    const code = fixture.boundCodes[0]!;
    const before = await prisma.scanRecord.count({ where: { code } });
    for (let request = 1; request < RATE_LIMIT; request++) expect((await view(code, ip)).response.status).toBe(200);
    // The location endpoint counts too: this is the limit's last request.
    expect(
      (
        await fetch(`${server().url}/t/${code}/location`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify({ token: "x", latitude: 1, longitude: 1 }),
        })
      ).status,
    ).toBe(403);
    const limited = await view(code, ip);
    expect(limited.response.status).toBe(429);
    const retryAfter = Number(limited.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.html).toContain("查询过于频繁，请稍后再试");
    expect(limited.html).toContain('lang="zh-CN"');
    // Unknown and malformed codes count as well, and are limited the same way.
    expect((await view(newCode(), ip)).response.status).toBe(429);
    expect((await view("bad", ip)).response.status).toBe(429);
    // The limited views recorded nothing.
    expect(await prisma.scanRecord.count({ where: { code } })).toBe(before + RATE_LIMIT - 1);

    // Another IP is not affected.
    expect((await view(code, freshIp())).response.status).toBe(200);
    const bucket = await prisma.rateLimitBucket.findFirstOrThrow({ where: { key: `t:${ip}` } });
    expect(bucket.hits).toBe(RATE_LIMIT + 3);
  });
});

describe("HTML escaping", () => {
  it("escapes hostile text from every source", async () => {
    const hostile = await createTraceFixture({
      seq: 2,
      enterpriseName: `<script>alert("e")</script>&Co`,
      goodsName: `"><img src=x onerror=alert(1)>`,
      stageNote: "<b>施肥</b> & 'quoted'",
    });
    await prisma.recall.create({
      data: {
        enterpriseId: hostile.enterpriseId,
        title: "<i>召回</i>",
        reason: "r",
        level: 2,
        startDate: new Date("2026-04-06T00:00:00Z"),
        notice: `</p><script>alert("n")</script>`,
        batches: { create: { batchId: hostile.batchId } },
      },
    });
    const { response, html } = await view(hostile.boundCodes[0]!);
    expect(response.status).toBe(200);
    expect(html).not.toContain(`<script>alert`);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>施肥</b>");
    expect(html).not.toContain("<i>召回</i>");
    expect(html).toContain("&lt;script&gt;alert(&quot;e&quot;)&lt;/script&gt;&amp;Co");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;b&gt;施肥&lt;/b&gt; &amp; &#39;quoted&#39;");
    expect(html).toContain("&lt;/p&gt;&lt;script&gt;alert(&quot;n&quot;)&lt;/script&gt;");
    // Exactly one script element: the page's own.
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
