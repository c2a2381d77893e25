import { countAdClick, countAdView, flushAdCounts } from "@suyuan/api/services/advertising/ad-counter";
import { currentAds, pickByWeight } from "@suyuan/api/services/advertising/ad-serving";
import { createSolutionEngine } from "@suyuan/api/services/site-render/template-engine";
import { tagGlobals } from "@suyuan/api/services/site-render/template-tags/tag-env";
import { readChannelTree } from "@suyuan/api/services/public-site/public-site-data";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Ads and ad spaces (advertising/*, advertising/space_*) with the origin's names, the ads a space
// shows today (schedule, enabled, weight) through the cms_advertising tag, and the counts.

const server = useTestServer();
let legacy: LegacyClient;

beforeAll(async () => {
  legacy = new LegacyClient(server().url, TEST_LEGACY);
  expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
});

const idOf = (answer: { body: unknown }) => (answer.body as { id: number }).id;
const day = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function saveAd(fields: Record<string, string>) {
  const answer = await legacy.call("/api/admin/advertising/save", fields);
  expect(answer.code, JSON.stringify(answer)).toBe("200");
  return idOf(answer);
}

async function render(siteId: number, source: string): Promise<string> {
  const base = "/site/ads/";
  const engine = createSolutionEngine({ "t.liquid": source });
  const env = {
    siteId,
    tree: await readChannelTree(siteId),
    urls: { base, channel: () => base, content: () => base },
    channelId: null,
    contentId: null,
    page: 1,
    pageUrl: null,
    loads: 0,
  };
  return String(await engine.renderFile("t.liquid", {}, { globals: tagGlobals(env) })).trim();
}

describe("ad spaces and ads in the admin", () => {
  it("keeps spaces at space_*, requires each kind's attributes, lists by space, keeps a space with ads", async () => {
    const space = idOf(
      await legacy.call("/api/admin/advertising/space_save", {
        name: "首页横幅",
        description: "顶部",
        enabled: "true",
      }),
    );
    expect((await legacy.call("/api/admin/advertising/space_get", { id: String(space) })).body).toMatchObject({
      id: space,
      name: "首页横幅",
      enabled: true,
    });
    const renamed = await legacy.call("/api/admin/advertising/space_update", {
      id: String(space),
      name: "首页通栏",
      enabled: "true",
    });
    expect(renamed.code).toBe("200");
    const spaces = (await legacy.call("/api/admin/advertising/space_list")).body as { name: string }[];
    expect(spaces.map((row) => row.name)).toContain("首页通栏");

    // An image ad needs its image and link; a code ad its code.
    const missing = await legacy.call("/api/admin/advertising/save", {
      name: "缺图片",
      category: "image",
      adspaceId: String(space),
    });
    expect(missing.code).toBe("201");
    expect(Object.keys((missing.body as { fieldErrors: object }).fieldErrors)).toEqual(
      expect.arrayContaining(["attr_image_url", "attr_image_link"]),
    );
    expect(
      (await legacy.call("/api/admin/advertising/save", { name: "空代码", category: "code", adspaceId: String(space) }))
        .code,
    ).toBe("201");

    const image = await saveAd({
      name: "茶园横幅",
      category: "image",
      adspaceId: String(space),
      weight: "3",
      attr_image_url: "https://img.example.com/tea.png",
      attr_image_link: "https://www.example.com/tea",
      attr_image_title: "安吉白茶",
      attr_image_target: "_blank",
    });
    const got = (await legacy.call("/api/admin/advertising/get", { id: String(image) })).body;
    expect(got).toMatchObject({
      name: "茶园横幅",
      category: "image",
      weight: 3,
      adspaceId: space,
      adspace: { id: space, name: "首页通栏" },
      attr_image_url: "https://img.example.com/tea.png",
      attr_image_title: "安吉白茶",
      displayCount: 0,
      clickCount: 0,
      percent: 0,
    });
    const listed = await legacy.call("/api/admin/advertising/list", { queryAdspaceId: String(space) });
    expect(listed.totalCount).toBe(1);
    expect(await prisma.operationLog.count({ where: { resource: "advertising", targetId: String(image) } })).toBe(1);

    // A space with ads is kept.
    expect((await legacy.call("/api/admin/advertising/space_delete", { ids: String(space) })).code).not.toBe("200");
    expect(await prisma.cmsAdvertisingSpace.count({ where: { id: space } })).toBe(1);
    expect((await legacy.call("/api/admin/advertising/delete", { ids: String(image) })).code).toBe("200");
    expect((await legacy.call("/api/admin/advertising/space_delete", { ids: String(space) })).code).toBe("200");
  });
});

describe("the ads a space shows", () => {
  it("shows today's enabled ads only, draws one by weight, and counts views and clicks in batches", async () => {
    const space = idOf(await legacy.call("/api/admin/advertising/space_save", { name: "侧栏广告" }));
    const text = (name: string, extra: Record<string, string> = {}) =>
      saveAd({
        name,
        category: "text",
        adspaceId: String(space),
        attr_text_title: name,
        attr_text_link: `https://www.example.com/${encodeURIComponent(name)}`,
        ...extra,
      });
    const heavy = await text("重广告", { weight: "9", startTime: day(-1), endTime: day(0) });
    const light = await text("轻广告", { weight: "1", startTime: day(0) });
    await text("未开始", { startTime: day(1) });
    await text("已过期", { endTime: day(-1) });
    await text("停用的", { enabled: "false" });
    const siteId = (await prisma.cmsAdvertisingSpace.findUniqueOrThrow({ where: { id: space } })).siteId;

    const served = await currentAds(siteId, space);
    expect(served?.ads.map((ad) => ad.name)).toEqual(["重广告", "轻广告"]);
    // Another site's space is no space here.
    expect(await currentAds(siteId + 100_000, space)).toBeNull();

    // Weighted: of ten even steps through [0, 1), nine land on the weight-9 ad.
    const ads = served!.ads;
    const draws = Array.from({ length: 10 }, (_, index) => pickByWeight(ads, () => index / 10)!.name);
    expect(draws.filter((name) => name === "重广告")).toHaveLength(9);
    expect(draws.filter((name) => name === "轻广告")).toHaveLength(1);
    expect(pickByWeight([], Math.random)).toBeNull();

    // The tag: the space, its current ads, and one drawn with its markup (escaped).
    const html = await render(
      siteId,
      `{% cms_advertising aid: ${space} %}{{ tag_bean.name }}|{% for ad in tag_list %}{{ ad.name }},{% endfor %}|{{ tag_bean.ad.html | raw }}|{{ tag_bean.ad.click_url }}{% endcms_advertising %}`,
    );
    expect(html).toMatch(
      /^侧栏广告\|重广告,轻广告,\|<a href="https:\/\/www\.example\.com\/%E[0-9A-F%]+" target="_blank" rel="noopener">(重广告|轻广告)<\/a>\|\/site\/ads\/ad_click\.html\?id=\d+$/,
    );
    const one = await render(
      siteId,
      `{% cms_advertising aid: ${space}, sid: ${light} %}{{ tag_bean.ad.name }}{% endcms_advertising %}`,
    );
    expect(one).toBe("轻广告");

    // Views and clicks wait in memory, then one statement writes them.
    await flushAdCounts();
    const before = await prisma.cmsAdvertising.findUniqueOrThrow({ where: { id: heavy } });
    for (let view = 0; view < 40; view += 1) countAdView(heavy);
    countAdClick(heavy);
    countAdClick(heavy);
    expect((await prisma.cmsAdvertising.findUniqueOrThrow({ where: { id: heavy } })).displayCount).toBe(
      before.displayCount,
    );
    await flushAdCounts();
    const after = await prisma.cmsAdvertising.findUniqueOrThrow({ where: { id: heavy } });
    expect(after.displayCount - before.displayCount).toBe(40);
    expect(after.clickCount - before.clickCount).toBe(2);
  });

  it("counts a click on the site and goes on to the ad's link", async () => {
    const site = await prisma.site.create({ data: { name: "广告点击县", accessPath: "adclick" } });
    const space = await prisma.cmsAdvertisingSpace.create({ data: { siteId: site.id, name: "点击版位" } });
    const ad = await prisma.cmsAdvertising.create({
      data: {
        siteId: site.id,
        adspaceId: space.id,
        name: "点击广告",
        category: "text",
        attr_text_title: "点我",
        attr_text_link: "https://www.example.com/clicked",
      },
    });
    await flushAdCounts();
    const response = await fetch(`${server().url}/site/adclick/ad_click.html?id=${ad.id}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://www.example.com/clicked");
    expect((await fetch(`${server().url}/site/adclick/ad_click.html?id=abc`, { redirect: "manual" })).status).toBe(404);
    await flushAdCounts();
    expect((await prisma.cmsAdvertising.findUniqueOrThrow({ where: { id: ad.id } })).clickCount).toBe(1);
  });
});
