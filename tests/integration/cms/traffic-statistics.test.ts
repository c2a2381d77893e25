import type { ApiClient } from "@suyuan/api/client";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { flushPageViews, refreshTrafficSwitch } from "@suyuan/api/services/traffic/traffic-collector";
import { pruneTraffic, rollUpTraffic } from "@suyuan/api/services/traffic/traffic-rollup";
import { todayInChina } from "@suyuan/api/lib/stored-day";
import { addDays, flowWindow } from "@suyuan/api/services/traffic/traffic-period";
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { changesHeard } from "../../support/change-notices.ts";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Traffic statistics: views of the public pages, collected without a write per view (buffered,
// then flushed), read back per period through the typed procedures and the origin's flow/* paths;
// the daily roll-up and the pruning of raw views keep every figure.

// The visitors' addresses come from X-Forwarded-For (a proxy in front, as in production).
const server = useTestServer({ TRUST_PROXY: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let articleId: number;
let onSite: { _site_id_param: string };

type Visit = { path: string; ip: string; agent: string; referer?: string };

/** A GET of a public page as a browser would send it (fetch may not set Referer). */
async function visit({ path, ip, agent, referer }: Visit): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "x-forwarded-for": ip, "user-agent": agent };
    if (referer) headers.referer = referer;
    const req = httpRequest(`${server().url}${path}`, { headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

const BEIJING = "61.135.169.121";
const GUANGDONG = "202.96.134.133";
const PRIVATE = "10.1.2.3";

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  const site = await prisma.site.create({ data: { name: "流量测试县", accessPath: "traffic" } });
  siteId = site.id;
  onSite = { _site_id_param: String(siteId) };
  await admin.auth.switchSite.mutate({ siteId });
  const channelModel = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "channel" } });
  const contentModel = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "content" } });
  const typeId = (
    (await prisma.contentType.findFirst()) ?? (await prisma.contentType.create({ data: { name: "普通" } }))
  ).id;
  const channel = await prisma.channel.create({
    data: { siteId, name: "新闻", path: "news", modelId: channelModel.id },
  });
  const article = await prisma.content.create({
    data: {
      siteId,
      channelId: channel.id,
      modelId: contentModel.id,
      typeId,
      title: "丰收节",
      status: CONTENT_STATUS.passed,
      releaseDate: new Date(),
    },
  });
  articleId = article.id;
  await changesHeard();
});

/** Five views by three visitors (a crawler and a missing page are no views), then the flush. */
async function sendViews(): Promise<void> {
  const home = "/site/traffic/";
  const statuses = [
    await visit({
      path: home,
      ip: BEIJING,
      agent: "Browser-A",
      referer: "https://www.baidu.com/s?wd=%E4%B9%A1%E6%9D%91",
    }),
    await visit({
      path: `/site/traffic/news/${articleId}.html`,
      ip: BEIJING,
      agent: "Browser-A",
      referer: `${server().url}${home}`,
    }),
    await visit({
      path: "/site/traffic/news/",
      ip: GUANGDONG,
      agent: "Browser-B",
      referer: "https://blog.example.com/x",
    }),
    await visit({ path: home, ip: PRIVATE, agent: "Browser-C" }),
    await visit({ path: home, ip: PRIVATE, agent: "Browser-C" }),
  ];
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(await visit({ path: home, ip: BEIJING, agent: "Mozilla/5.0 (compatible; Googlebot/2.1)" })).toBe(200);
  expect(await visit({ path: "/site/traffic/nowhere/999999.html", ip: BEIJING, agent: "Browser-A" })).toBe(404);
  await flushPageViews();
}

const today = () => todayInChina();
const week = () => ({ flag: 3, begin: addDays(today(), -6), end: today() });

/** Every figure of a period, as the statistics page reads them. */
async function figures(period: { flag: number; begin?: string; end?: string }) {
  return {
    trend: await admin.traffic.trend.query(period),
    sources: (await admin.traffic.sources.query({ ...period, type: "source" })).totalMap,
    engines: (await admin.traffic.sources.query({ ...period, type: "engine" })).totalMap,
    words: (await admin.traffic.sources.query({ ...period, type: "keyword" })).totalMap,
    links: (await admin.traffic.sources.query({ ...period, type: "link" })).totalMap,
    areas: await admin.traffic.areas.query(period),
    pages: await admin.traffic.pages.query(period),
    entries: await admin.traffic.entryPages.query(period),
    depth: await admin.traffic.visitors.query(period),
  };
}

describe("traffic statistics", () => {
  it("counts the views sent, per hour, source, engine, search word, host, area, page, entry page and depth", async () => {
    expect(await prisma.trafficHit.count()).toBe(0);
    await sendViews();
    expect(await prisma.trafficHit.count({ where: { siteId } })).toBe(5);

    const now = await figures({ flag: 4 });
    expect(now.trend).toMatchObject({ pvTotal: 5, ipTotal: 3, visitorTotal: 3 });
    expect(now.trend.list).toHaveLength(24);
    expect(now.trend.list.reduce((sum, row) => sum + row[0], 0)).toBe(5);
    expect(now.sources).toEqual({ 直接访问: 2, 搜索引擎: 2, 外部链接: 1 });
    expect(now.engines).toEqual({ 百度: 2 });
    expect(now.words).toEqual({ 乡村: 2 });
    expect(now.links).toEqual({ "blog.example.com": 1 });
    expect(now.areas.totalCount).toBe(5);
    expect(now.areas.areaCountMap["未知地区"]?.[0]).toBe(2);
    expect(Object.keys(now.areas.areaCountMap).length).toBe(3);
    expect(now.pages.items).toEqual([
      ["/site/traffic/", 3, 2, 0],
      ["/site/traffic/news/", 1, 1, 0],
      [`/site/traffic/news/${articleId}.html`, 1, 1, 0],
    ]);
    expect(now.entries.items).toEqual([
      ["/site/traffic/", 4, 2, 0],
      ["/site/traffic/news/", 1, 1, 0],
    ]);
    expect(now.depth.data.slice(0, 2)).toEqual([
      [1, 1],
      [2, 2],
    ]);

    // The origin's paths, with its parameter names and answer fields.
    const pv = await legacy.call("/api/admin/flow/pv/list", {
      ...onSite,
      flag: "4",
      begin: "",
      end: "",
      statisDay: "",
      year: "",
    });
    expect(pv.code).toBe("200");
    expect(pv.body).toMatchObject({ pvTotal: 5, ipTotal: 3, visitorTotal: 3 });
    // The dashboard's ring chart posts nothing (this year by default) and pairs keys with totalMap.
    const ring = (await legacy.call("/api/admin/flow/source/list", onSite)).body as {
      keys: string[];
      totalMap: Record<string, number>;
    };
    expect(ring.keys.map((key) => ring.totalMap[key])).toEqual(Object.values(ring.totalMap));
    expect(Object.values(ring.totalMap).reduce((a, b) => a + b, 0)).toBe(5);
    const pages = (await legacy.call("/api/admin/flow/pages/list", { ...onSite, orderBy: "1" })).body as {
      data: string;
      totalCount: number;
    };
    expect(JSON.parse(pages.data)).toEqual(now.pages.items);
    const words = (await legacy.call("/api/admin/flow/searchword/list", onSite)).body as { items: unknown[] };
    expect(words).toMatchObject({ total: 1, sum: [[2, 1, 1]] });
    expect(words.items[0]).toEqual([[{ name: "乡村" }]]);
    const global = await legacy.call("/api/admin/global/statistic", onSite);
    expect(global.body).toMatchObject({ contentTotal: 1, contentDayTotalCount: 1, memberTotal: 0, pvToday: 5 });
  });

  it("answers each period (today, yesterday, 7 days, 30 days, a range, a day, a year) from the days it covers", async () => {
    // The views move to three days ago.
    await prisma.$executeRawUnsafe(`UPDATE traffic_hit SET day = day - 3 WHERE site_id = $1`, siteId);
    const threeDaysAgo = addDays(today(), -3);
    const total = async (period: Record<string, unknown>) => (await admin.traffic.trend.query(period)).pvTotal;
    expect(await total({ flag: 4 })).toBe(0);
    expect(await total({ flag: 6 })).toBe(0);
    expect(await total(week())).toBe(5);
    expect(await total({ flag: 3, begin: addDays(today(), -29), end: today() })).toBe(5);
    expect(await total({ flag: 3, begin: threeDaysAgo, end: threeDaysAgo })).toBe(5);
    expect(await total({ flag: 3, begin: addDays(today(), -2), end: today() })).toBe(0);
    expect(await total({ flag: 5, statisDay: threeDaysAgo })).toBe(5);
    expect(await total({ flag: 2, year: threeDaysAgo.slice(0, 4) })).toBe(5);
    const week7 = await admin.traffic.trend.query(week());
    expect(week7.list).toHaveLength(7);
    expect(week7.list[3]).toEqual([5, 3, 3, 0, `${Number(threeDaysAgo.slice(5, 7))}/${Number(threeDaysAgo.slice(8))}`]);
    // The page's 近7天 and 近30天 ask for the last days by count: the server counts back from China's
    // today, whatever day the browser's clock shows (a browser in UTC at 00:30 in China is a day behind).
    expect(await total({ lastDays: 7 })).toBe(5);
    expect(await total({ lastDays: 3 })).toBe(0);
    expect(await total({ lastDays: 4 })).toBe(5);
    expect((await admin.traffic.trend.query({ lastDays: 30 })).list.at(-1)?.[4]).toBe(
      `${Number(today().slice(5, 7))}/${Number(today().slice(8))}`,
    );
    expect(flowWindow({ lastDays: 7 }, 4, "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29", unit: "day" });
    // A range given by half, or backwards, is refused with a message (never a 500).
    const half = await legacy.call("/api/admin/flow/pv/list", { ...onSite, flag: "3", begin: today() });
    expect(half.code).toBe("201");
    const backwards = await legacy.call("/api/admin/flow/pv/list", {
      ...onSite,
      flag: "3",
      begin: today(),
      end: threeDaysAgo,
    });
    expect(backwards.code).not.toBe("200");
  });

  it("keeps every figure through the daily roll-up and the pruning of raw views", async () => {
    const before = await figures(week());
    expect(await rollUpTraffic()).toContain(addDays(today(), -3));
    expect(await rollUpTraffic()).toEqual([]);
    expect(await figures(week())).toEqual(before);

    await admin.traffic.updateSettings.mutate({ collect: true, retentionDays: 2 });
    expect(await pruneTraffic()).toBe(5);
    expect(await prisma.trafficHit.count({ where: { siteId } })).toBe(0);
    expect(await figures(week())).toEqual(before);
    const log = await prisma.operationLog.findFirstOrThrow({
      where: { resource: "traffic-settings" },
      orderBy: { id: "desc" },
    });
    expect(log.detail).toMatchObject({ old: { retentionDays: 30 }, new: { retentionDays: 2 } });
  });

  it("collects nothing while collection is switched off", async () => {
    await admin.traffic.updateSettings.mutate({ collect: false, retentionDays: 30 });
    await refreshTrafficSwitch();
    await visit({ path: "/site/traffic/", ip: BEIJING, agent: "Browser-D" });
    await flushPageViews();
    expect(await prisma.trafficHit.count({ where: { siteId } })).toBe(0);
    await admin.traffic.updateSettings.mutate({ collect: true, retentionDays: 30 });
    await refreshTrafficSwitch();
    await visit({ path: "/site/traffic/", ip: BEIJING, agent: "Browser-D" });
    await flushPageViews();
    expect(await prisma.trafficHit.count({ where: { siteId } })).toBe(1);
  });
});

describe("work statistics and the dashboard", () => {
  it("counts the site's approved contents per period, with the origin's series shape", async () => {
    const month = await legacy.call("/api/admin/statistic/content/list", { ...onSite, queryModel: "month" });
    expect(month.code).toBe("200");
    const body = month.body as { data: [number, number][]; totalCount: number };
    expect(body.totalCount).toBe(1);
    expect(body.data[Number(today().slice(8)) - 1]).toEqual([1, Number(today().slice(8))]);
    const members = await legacy.call("/api/admin/statistic/member/list", {
      ...onSite,
      queryModel: "month",
      begin: "",
      end: "",
    });
    expect(members.body).toMatchObject({ totalCount: 0 });
    const channels = (await admin.traffic.channelViews.query({})).map((row) => row.name);
    expect(channels).toEqual(["新闻"]);
  });
});

describe("content charge", () => {
  it("answers the ratio the origin's add-content page reads, saves it and logs old and new values", async () => {
    const got = await legacy.call("/api/admin/config/content_charge_get", onSite);
    expect(got).toMatchObject({ code: "200", body: { id: 1, chargeRatio: 0, fixMap: [] } });
    const saved = await legacy.call("/api/admin/config/content_charge_update", {
      ...onSite,
      chargeRatio: "0.1",
      rewardPattern: "true",
    });
    expect(saved).toMatchObject({ code: "200", body: { id: 1 } });
    expect(await admin.config.contentCharge.query()).toMatchObject({ chargeRatio: 0.1, rewardPattern: true });
    const log = await prisma.operationLog.findFirstOrThrow({
      where: { resource: "content-charge" },
      orderBy: { id: "desc" },
    });
    expect(log.detail).toMatchObject({ old: { chargeRatio: 0 }, new: { chargeRatio: 0.1 } });
    const refused = await legacy.call("/api/admin/config/content_charge_update", { ...onSite, chargeRatio: "1.5" });
    expect(refused.code).not.toBe("200");
    expect((await admin.config.contentCharge.query()).chargeRatio).toBe(0.1);
  });
});
