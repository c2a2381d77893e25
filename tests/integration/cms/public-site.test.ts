import { CONTENT_STATUS, CONTENT_STATUSES } from "@suyuan/contracts/content/content-status";
import { flushViews } from "@suyuan/api/services/public-site/view-counter";
import { backfillSearchWords } from "@suyuan/api/services/content/content-search";
import {
  CHANNEL_TREE_SQL,
  CHANNEL_TREE_TABLES,
  PUBLIC_SITE_TABLES,
  SITE_SQL,
} from "@suyuan/api/services/public-site/public-site-data";
import { get as httpGet } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { changesHeard } from "../../support/change-notices.ts";

// The public pages of the sites: a site by its access path (/site/<accessPath>/) and by its host,
// only passed content, member-group restrictions, the friendly 404, ETags and the strict CSP.

const server = useTestServer();
let legacy: LegacyClient;

// The tests change rows directly, behind the API's back: before each view, wait until the sites
// and channel trees kept per process have heard of it.
const page = async (path: string, headers: Record<string, string> = {}) => {
  await changesHeard();
  return fetch(`${server().url}${path}`, { headers, redirect: "manual" });
};
/** A GET with its own Host header (fetch does not let a caller set one). */
async function onHost(path: string, host: string): Promise<{ status: number; body: string }> {
  await changesHeard();
  return new Promise((resolve, reject) => {
    const request = httpGet(`${server().url}${path}`, { headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}
const text = async (path: string) => {
  const response = await page(path);
  return { status: response.status, html: await response.text(), headers: response.headers };
};

type World = { siteId: number; channelId: number; path: string; modelId: number; typeId: number };
let world: World;

async function item(status: number, title: string, extra: Record<string, unknown> = {}) {
  return prisma.content.create({
    data: {
      siteId: world.siteId,
      channelId: world.channelId,
      modelId: world.modelId,
      typeId: world.typeId,
      title,
      status,
      releaseDate: new Date("2026-03-01T08:00:00Z"),
      ...extra,
    },
  });
}

beforeAll(async () => {
  ({ legacy } = await signInBothApis(() => server().url));
  const site = await prisma.site.create({
    data: {
      name: "公开测试县",
      accessPath: "pubtest",
      domain: "www.pubtest.example",
      domainAliases: ["pubtest.example"],
    },
  });
  const channelModel =
    (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
    (await prisma.cmsModel.create({ data: { name: "栏目模型", kind: "channel", path: "pub-channel" } }));
  const contentModel =
    (await prisma.cmsModel.findFirst({ where: { kind: "content" } })) ??
    (await prisma.cmsModel.create({ data: { name: "新闻", kind: "content", path: "pub-news" } }));
  const typeId = (
    (await prisma.contentType.findFirst()) ?? (await prisma.contentType.create({ data: { name: "普通" } }))
  ).id;
  const channel = await prisma.channel.create({
    data: {
      siteId: site.id,
      name: "乡村振兴",
      path: "xczx",
      modelId: channelModel.id,
      contentModels: { create: [{ modelId: contentModel.id }] },
    },
  });
  world = { siteId: site.id, channelId: channel.id, path: "xczx", modelId: contentModel.id, typeId };
});

describe("a site's public pages", () => {
  it("shows an article created and passed through the origin's /api/admin paths, and nothing while it is a draft", async () => {
    const site = await legacy.call("/api/admin/site/save", { siteName: "旧客户端县", accessPath: "oldcounty" });
    expect(site.code).toBe("200");
    const siteId = (await prisma.site.findFirstOrThrow({ where: { accessPath: "oldcounty" } })).id;
    const onSite = { _site_id_param: String(siteId) };
    const channel = await legacy.call("/api/admin/channel/save", {
      ...onSite,
      name: "通知公告",
      path: "tzgg",
      modelId: "",
    });
    expect(channel.code).toBe("200");
    const channelRow = await prisma.channel.findFirstOrThrow({ where: { siteId, path: "tzgg" } });
    await prisma.channelContentModel.upsert({
      where: { channelId_modelId: { channelId: channelRow.id, modelId: world.modelId } },
      create: { channelId: channelRow.id, modelId: world.modelId },
      update: {},
    });
    const saved = await legacy.call("/api/admin/content/save", {
      ...onSite,
      channelId: String(channelRow.id),
      modelId: String(world.modelId),
      title: "关于春季防火的通知",
      txt: "<p>请各村做好春季防火工作。<script>alert(1)</script></p>",
      draft: "true",
      releaseDate: "2026-03-02 09:00:00",
    });
    expect(saved.code).toBe("200");
    const { id } = saved.body as { id: number };
    const address = `/site/oldcounty/tzgg/${id}.html`;

    expect((await text(address)).status).toBe(404);
    expect((await text("/site/oldcounty/tzgg/")).html).not.toContain("关于春季防火的通知");

    expect((await legacy.call("/api/admin/content/submit", { ...onSite, ids: String(id) })).code).toBe("200");
    expect((await text(address)).status).toBe(404);
    const passed = await legacy.call("/api/admin/content/check", { ...onSite, ids: String(id) });
    expect(passed.code).toBe("200");
    expect((await prisma.content.findUniqueOrThrow({ where: { id } })).status).toBe(CONTENT_STATUS.passed);

    const shown = await text(address);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("关于春季防火的通知");
    expect(shown.html).toContain("请各村做好春季防火工作。");
    expect(shown.html).not.toContain("<script>alert(1)</script>");
    const listed = await text("/site/oldcounty/tzgg/");
    expect(listed.html).toContain(`/site/oldcounty/tzgg/${id}.html`);
    expect((await text("/site/oldcounty/")).html).toContain("关于春季防火的通知");
  });

  it("shows a content only while it is passed", async () => {
    for (const status of CONTENT_STATUSES) {
      const row = await item(status, `状态${status}的文章`);
      const { status: code, html } = await text(`/site/pubtest/xczx/${row.id}.html`);
      expect(code, `status ${status}`).toBe(status === CONTENT_STATUS.passed ? 200 : 404);
      const list = await text("/site/pubtest/xczx/");
      expect(list.html.includes(`状态${status}的文章`), `status ${status} in the list`).toBe(
        status === CONTENT_STATUS.passed,
      );
      if (status !== CONTENT_STATUS.passed) expect(html).not.toContain(`状态${status}的文章`);
    }
  });

  it("keeps member-only channels and contents and unreleased articles from visitors", async () => {
    const group = await prisma.memberGroup.create({ data: { name: "公开测试会员组" } });
    const restricted = await item(CONTENT_STATUS.passed, "会员专享文章", {
      viewGroups: { create: [{ groupId: group.id }] },
    });
    expect((await text(`/site/pubtest/xczx/${restricted.id}.html`)).status).toBe(403);
    expect((await text("/site/pubtest/xczx/")).html).not.toContain("会员专享文章");

    const future = await item(CONTENT_STATUS.passed, "尚未发布的文章", {
      releaseDate: new Date(Date.now() + 86_400_000),
    });
    expect((await text(`/site/pubtest/xczx/${future.id}.html`)).status).toBe(404);

    const members = await prisma.channel.create({
      data: {
        siteId: world.siteId,
        name: "会员栏目",
        path: "members",
        modelId: (await prisma.channel.findUniqueOrThrow({ where: { id: world.channelId } })).modelId,
        memberGroups: { create: [{ groupId: group.id, kind: "view" }] },
      },
    });
    const inside = await prisma.content.create({
      data: {
        siteId: world.siteId,
        channelId: members.id,
        modelId: world.modelId,
        typeId: world.typeId,
        title: "会员栏目的文章",
        status: CONTENT_STATUS.passed,
        releaseDate: new Date("2026-03-01T08:00:00Z"),
      },
    });
    expect((await text("/site/pubtest/members/")).status).toBe(403);
    expect((await text(`/site/pubtest/members/${inside.id}.html`)).status).toBe(403);
    expect((await text("/site/pubtest/")).html).not.toContain("会员栏目的文章");
  });

  it("answers a site by its host name, and leaves the admin app its own paths", async () => {
    const row = await item(CONTENT_STATUS.passed, "按域名访问的文章");
    const byHost = await onHost(`/xczx/${row.id}.html`, "pubtest.example");
    expect(byHost.status).toBe(200);
    expect(byHost.body).toContain("按域名访问的文章");
    const home = await onHost("/", "WWW.PUBTEST.EXAMPLE");
    expect((await onHost("/", "www.pubtest.example:8080")).body).toContain("公开测试县");
    expect(home.body).toContain("公开测试县");
    expect(home.body).toContain('href="/xczx/"');
    // Health checks stay the server's on a site's host; /site/list stays the admin app's.
    expect((await onHost("/healthz", "pubtest.example")).body).toContain("ok");
    expect((await onHost("/xczx/", "other.example")).body).not.toContain("公开测试县");
    const adminPage = await text("/site/list");
    expect(adminPage.html).not.toContain("公开测试县");
    // So no site may take an admin page's segment as its access path.
    const taken = await legacy.call("/api/admin/site/save", { siteName: "占用后台地址", accessPath: "list" });
    expect(taken.code).toBe("201");
    expect(await prisma.site.count({ where: { accessPath: "list" } })).toBe(0);
  });

  it("answers a friendly 404, redirects a channel without its slash, and refuses writes", async () => {
    const missing = await text("/site/pubtest/no-such-channel/");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("404");
    expect((await text("/site/pubtest/xczx/99999999.html")).status).toBe(404);
    expect((await text("/site/pubtest/xczx/index_99.html")).status).toBe(404);
    expect((await text("/site/pubtest/xczx/..%2F..%2Fetc.html")).status).toBe(404);
    expect((await text("/site/nosuchsite/")).html).not.toContain("公开测试县");
    const bare = await page("/site/pubtest/xczx");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/site/pubtest/xczx/");
    const post = await fetch(`${server().url}/site/pubtest/`, { method: "POST", headers: { origin: server().url } });
    expect(post.status).toBe(405);
  });

  it("pages a channel 20 to a page with index_<n>.html", async () => {
    const channel = await prisma.channel.create({
      data: {
        siteId: world.siteId,
        name: "分页栏目",
        path: "paged",
        modelId: (await prisma.channel.findUniqueOrThrow({ where: { id: world.channelId } })).modelId,
      },
    });
    for (let index = 0; index < 25; index++) {
      await prisma.content.create({
        data: {
          siteId: world.siteId,
          channelId: channel.id,
          modelId: world.modelId,
          typeId: world.typeId,
          title: `分页文章${String(index).padStart(2, "0")}`,
          status: CONTENT_STATUS.passed,
          releaseDate: new Date(Date.UTC(2026, 0, 1 + index)),
        },
      });
    }
    const first = await text("/site/pubtest/paged/");
    expect(first.html).toContain("分页文章24");
    expect(first.html).not.toContain("分页文章04");
    expect(first.html).toContain("/site/pubtest/paged/index_2.html");
    const second = await text("/site/pubtest/paged/index_2.html");
    expect(second.status).toBe(200);
    expect(second.html).toContain("分页文章04");
    expect(second.html).toContain("分页文章00");
    expect(second.html).not.toContain("分页文章05");
  });

  it("sends a strict CSP and an ETag, answers 304 to a matching one, and counts views in batches", async () => {
    const row = await item(CONTENT_STATUS.passed, "缓存测试文章");
    const address = `/site/pubtest/xczx/${row.id}.html`;
    const first = await text(address);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("script-src");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // A browser sends back the form cookie the page set (the comment form carries its token).
    const formCookie = first.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .join("; ");
    const again = await page(address, { "if-none-match": etag!, cookie: formCookie });
    expect(again.status).toBe(304);
    const css = await page("/site/pubtest/_res/style.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect((await page("/site/pubtest/_res/index.liquid")).status).toBe(404);

    // The page shows the QR code of its own address, answered as an SVG of the absolute address.
    const qrPath = `/site/pubtest/_qr/xczx/${row.id}.html`;
    expect(first.html).toContain(`src="${qrPath}"`);
    const qr = await page(qrPath);
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toContain("image/svg+xml");
    expect(await qr.text()).toContain("<svg");
    // Only page paths of the site, of a sane length: anything else is the site's 404 page.
    expect((await page("/site/pubtest/_qr/a..b.html")).status).toBe(404);
    expect((await page(`/site/pubtest/_qr/${"a".repeat(400)}.html`)).status).toBe(404);

    expect((await prisma.content.findUniqueOrThrow({ where: { id: row.id } })).views).toBe(0);
    await flushViews();
    expect((await prisma.content.findUniqueOrThrow({ where: { id: row.id } })).views).toBe(2);
  });

  it("finds articles by Chinese words: 乡村振兴 finds it as a phrase, not a text that only says 乡村", async () => {
    const onSite = { _site_id_param: String(world.siteId) };
    const save = async (title: string, txt: string, draft = "false") => {
      const saved = await legacy.call("/api/admin/content/save", {
        ...onSite,
        channelId: String(world.channelId),
        modelId: String(world.modelId),
        title,
        txt,
        draft,
        releaseDate: "2026-04-01 09:00:00",
      });
      expect(saved.code).toBe("200");
      return (saved.body as { id: number }).id;
    };
    const phrase = await save("全县推进产业发展", "<p>今年全县<b>乡村振兴</b>工作取得新进展。</p>");
    const onlyVillage = await save("乡村道路改造完工", "<p>村里的乡村道路焕然一新，振兴路也修好了。</p>");
    const draft = await save("乡村振兴草稿", "<p>草稿里的乡村振兴。</p>", "true");
    const search = async (q: string) => (await text(`/site/pubtest/search.html?q=${encodeURIComponent(q)}`)).html;

    const found = await search("乡村振兴");
    expect(found).toContain(`/site/pubtest/xczx/${phrase}.html`);
    expect(found).not.toContain(`/site/pubtest/xczx/${onlyVillage}.html`);
    expect(found).not.toContain(`/site/pubtest/xczx/${draft}.html`);
    expect(found).toContain("<mark>乡村振兴</mark>");
    const village = await search("乡村");
    expect(village).toContain(`/site/pubtest/xczx/${onlyVillage}.html`);
    expect(village).toContain(`/site/pubtest/xczx/${phrase}.html`);
    // Two terms: both must occur.
    expect(await search("道路 改造")).toContain(`/site/pubtest/xczx/${onlyVillage}.html`);
    expect(await search("道路 产业")).not.toMatch(/\/site\/pubtest\/xczx\/\d+\.html/);

    // The admin content list filters by the same words (drafts included there).
    const listed = await legacy.call("/api/admin/content/page", {
      ...onSite,
      keyword: "乡村振兴",
      pageNo: "1",
      pageSize: "20",
    });
    expect(listed.code).toBe("200");
    expect((listed.body as { list: { id: number }[] }).list.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [phrase, draft].sort((a, b) => a - b),
    );

    // Rows written without the services (older rows, imports) are found once the backfill ran.
    const older = await item(CONTENT_STATUS.passed, "旧数据里的美丽庭院评选");
    expect(await search("美丽庭院")).not.toContain(`/${older.id}.html`);
    while ((await backfillSearchWords(100)) > 0);
    expect(await search("美丽庭院")).toContain(`/site/pubtest/xczx/${older.id}.html`);

    // Odd input is a search for nothing, never an error.
    const odd = ["", "   ", "\u0000", "'\"&|!():*<->", "x".repeat(5000)].map(encodeURIComponent);
    // A lone surrogate's bytes (not valid UTF-8), sent as they are.
    odd.push("%ED%A0%80%E4%B9%A1%E6%9D%91", "%00%FF%FE");
    for (const q of odd) {
      const answer = await text(`/site/pubtest/search.html?q=${q}&page=${"9".repeat(30)}`);
      expect(answer.status, JSON.stringify(q)).toBe(200);
    }
  });

  it("lists a tag's and a topic's public contents, and links an article's tags", async () => {
    const saved = await legacy.call("/api/admin/content/save", {
      _site_id_param: String(world.siteId),
      channelId: String(world.channelId),
      modelId: String(world.modelId),
      title: "白茶开采节开幕",
      txt: "<p>开采节今日开幕。</p>",
      tagStr: "白茶,开采节",
      draft: "false",
      releaseDate: "2026-04-02 09:00:00",
    });
    expect(saved.code).toBe("200");
    const { id } = saved.body as { id: number };
    const tag = await prisma.tag.findFirstOrThrow({ where: { siteId: world.siteId, name: "白茶" } });
    const article = await text(`/site/pubtest/xczx/${id}.html`);
    expect(article.html).toContain(`href="/site/pubtest/tag_${tag.id}.html"`);
    const tagged = await text(`/site/pubtest/tag_${tag.id}.html`);
    expect(tagged.status).toBe(200);
    expect(tagged.html).toContain("标签：白茶");
    expect(tagged.html).toContain(`/site/pubtest/xczx/${id}.html`);

    const hidden = await item(CONTENT_STATUS.draft, "专题里的草稿");
    const topic = await prisma.topic.create({
      data: {
        siteId: world.siteId,
        name: "春季防火专题",
        description: "防火知识汇总",
        contents: {
          create: [
            { contentId: id, priority: 1 },
            { contentId: hidden.id, priority: 0 },
          ],
        },
      },
    });
    const topical = await text(`/site/pubtest/topic_${topic.id}.html`);
    expect(topical.status).toBe(200);
    expect(topical.html).toContain("专题：春季防火专题");
    expect(topical.html).toContain("防火知识汇总");
    expect(topical.html).toContain(`/site/pubtest/xczx/${id}.html`);
    expect(topical.html).not.toContain("专题里的草稿");

    // Another site's tag, an unknown one, or a page past the end is not found.
    const foreign = await prisma.tag.create({
      data: { siteId: (await prisma.site.findFirstOrThrow({ where: { isMaster: true } })).id, name: "别站标签" },
    });
    expect((await text(`/site/pubtest/tag_${foreign.id}.html`)).status).toBe(404);
    expect((await text("/site/pubtest/tag_999999.html")).status).toBe(404);
    expect((await text(`/site/pubtest/topic_${topic.id}_9.html`)).status).toBe(404);
  });
});

describe("sites and channel trees kept per process", () => {
  it("are reset by a change to any table or site column they read: each sends a change notice", async () => {
    const triggers = await prisma.$queryRaw<{ table: string; columns: string[] }[]>`
      SELECT c.relname AS table,
             coalesce((SELECT array_agg(a.attname::text) FROM pg_attribute a
                        WHERE a.attrelid = tg.tgrelid AND a.attnum = ANY(tg.tgattr::int2[])), '{}') AS columns
        FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
       WHERE p.proname = 'suyuan_notify_change'`;
    const notified = new Set(triggers.map((row) => row.table));
    for (const table of [...PUBLIC_SITE_TABLES, ...CHANNEL_TREE_TABLES]) expect(notified.has(table), table).toBe(true);
    // Every table the statements read is among the ones that reset them.
    const read = (sql: string) => [...sql.matchAll(/(?:FROM|JOIN)\s+([a-z_]+)/g)].map((match) => match[1]);
    for (const table of read(SITE_SQL)) expect(PUBLIC_SITE_TABLES, table).toContain(table);
    for (const table of read(CHANNEL_TREE_SQL)) expect(CHANNEL_TREE_TABLES, table).toContain(table);
    // The site's triggers name their columns: every column the site's statement reads (its id
    // never changes) must be among them, or a trigger must cover every column.
    const siteTriggers = triggers.filter((row) => row.table === "site");
    const anyColumn = siteTriggers.some((row) => row.columns.length === 0);
    const siteColumns = [...SITE_SQL.matchAll(/\bs\.([a-z_]+)/g)].map((match) => match[1]!).filter((c) => c !== "id");
    expect(siteColumns.length).toBeGreaterThan(3);
    if (!anyColumn)
      for (const column of siteColumns)
        expect(
          siteTriggers.some((row) => row.columns.includes(column)),
          column,
        ).toBe(true);
  });

  it("show a change to the site, its organisation, a channel or a channel's restriction at the next view", async () => {
    const site = await prisma.site.create({ data: { name: "缓存测试县", accessPath: "keptsite" } });
    const modelId = (await prisma.channel.findUniqueOrThrow({ where: { id: world.channelId } })).modelId;
    const channel = await prisma.channel.create({ data: { siteId: site.id, name: "动态新闻", path: "news", modelId } });
    const article = await prisma.content.create({
      data: {
        siteId: site.id,
        channelId: channel.id,
        modelId: world.modelId,
        typeId: world.typeId,
        title: "缓存测试文章",
        status: CONTENT_STATUS.passed,
        releaseDate: new Date("2026-03-01T08:00:00Z"),
      },
    });
    const address = `/site/keptsite/news/${article.id}.html`;
    const first = await text(address);
    expect(first.html).toContain("动态新闻");
    expect(first.html).toContain("缓存测试县");

    // A channel renamed: the navigation and the breadcrumbs show the new name.
    await prisma.channel.update({ where: { id: channel.id }, data: { name: "要闻动态" } });
    const renamed = await text(address);
    expect(renamed.html).toContain("要闻动态");
    expect(renamed.html).not.toContain("动态新闻");

    // The site's organisation.
    await prisma.siteCompany.create({ data: { siteId: site.id, name: "缓存测试县人民政府", address: "城关镇一号" } });
    expect((await text(address)).html).toContain("地址：城关镇一号");
    await prisma.siteCompany.update({ where: { siteId: site.id }, data: { address: "城南路二号" } });
    const moved = await text(address);
    expect(moved.html).toContain("地址：城南路二号");
    expect(moved.html).not.toContain("城关镇一号");

    // A members-only restriction on the channel.
    const group = await prisma.memberGroup.create({ data: { name: "缓存测试会员组" } });
    await prisma.channelMemberGroup.create({ data: { channelId: channel.id, groupId: group.id, kind: "view" } });
    expect((await text(address)).status).toBe(403);
    await prisma.channelMemberGroup.deleteMany({ where: { channelId: channel.id } });
    expect((await text(address)).status).toBe(200);

    // The site closed, or reached at another path.
    await prisma.site.update({ where: { id: site.id }, data: { status: "closed" } });
    expect((await text(address)).html).not.toContain("缓存测试文章");
    await prisma.site.update({ where: { id: site.id }, data: { status: "open", accessPath: "keptsite2" } });
    expect((await text(address)).html).not.toContain("缓存测试文章");
    expect((await text(`/site/keptsite2/news/${article.id}.html`)).html).toContain("缓存测试文章");
  });
});
