import { createSolutionEngine } from "@suyuan/api/services/site-render/template-engine";
import { tagGlobals, type TagEnv } from "@suyuan/api/services/site-render/template-tags/tag-env";
import { readChannelTree } from "@suyuan/api/services/public-site/public-site-data";
import { flushViews, countView } from "@suyuan/api/services/public-site/view-counter";
import { CONTENT_STATUS, CONTENT_STATUSES } from "@suyuan/contracts/content/content-status";
import { generateDirectiveCode } from "@suyuan/contracts/directive/directive-code";
import { ZDirectiveParams } from "@suyuan/contracts/directive/directive-params";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma, useTestServer } from "../../support/test-server.ts";

// The data tags of the templates (cms_content_list, cms_content_page, cms_content,
// cms_channel_list, cms_channel, cms_topic_list, cms_tag_list, cms_advertising): what each lists,
// that only passed content in visible channels is ever shown, the ordering codes, and that bad
// arguments and runaway templates fail with a clear error.

const server = useTestServer();

type World = {
  siteId: number;
  otherSiteId: number;
  news: number;
  local: number;
  hidden: number;
  members: number;
  policy: number;
  typeA: number;
  typeB: number;
  ids: Record<string, number>;
};
let world: World;

const base = "/site/tagtest/";

async function envFor(extra: Partial<TagEnv> = {}): Promise<TagEnv> {
  const tree = await readChannelTree(world.siteId);
  return {
    siteId: world.siteId,
    tree,
    urls: {
      base,
      channel: (channel) => `${base}${channel.path}/`,
      content: (path, id) => `${base}${path}/${id}.html`,
    },
    channelId: null,
    contentId: null,
    page: 1,
    pageUrl: (n) => `${base}news/index_${n}.html`,
    loads: 0,
    ...extra,
  };
}

async function render(source: string, extra: Partial<TagEnv> = {}): Promise<string> {
  const engine = createSolutionEngine({ "t.liquid": source });
  const html: unknown = await engine.renderFile("t.liquid", {}, { globals: tagGlobals(await envFor(extra)) });
  return String(html).trim();
}

const titles = (html: string) => html.split("|").filter(Boolean);

beforeAll(async () => {
  const site = await prisma.site.create({ data: { name: "标签测试县", accessPath: "tagtest" } });
  const other = await prisma.site.create({ data: { name: "别的县", accessPath: "tagother" } });
  const channelModel = await prisma.cmsModel.create({ data: { name: "标签栏目", kind: "channel", path: "tag-ch" } });
  const contentModel = await prisma.cmsModel.create({ data: { name: "标签内容", kind: "content", path: "tag-ct" } });
  const typeA = await prisma.contentType.create({ data: { name: "标签类型甲" } });
  const typeB = await prisma.contentType.create({ data: { name: "标签类型乙" } });
  const channel = (siteId: number, name: string, path: string, extra: Record<string, unknown> = {}) =>
    prisma.channel.create({ data: { siteId, name, path, modelId: channelModel.id, ...extra } });
  const news = await channel(site.id, "新闻中心", "news", { priority: 1 });
  const local = await channel(site.id, "乡镇动态", "local", { parentId: news.id, priority: 1 });
  const policy = await channel(site.id, "政策文件", "policy", { parentId: news.id, priority: 2, hasContent: false });
  const hidden = await channel(site.id, "内部栏目", "hidden", { display: false, priority: 3 });
  const members = await channel(site.id, "会员专区", "members", { priority: 2 });
  const group = await prisma.memberGroup.create({ data: { name: "标签会员组" } });
  await prisma.channelMemberGroup.create({ data: { channelId: members.id, groupId: group.id, kind: "view" } });
  const otherChannel = await channel(other.id, "别站新闻", "news");

  const ids: Record<string, number> = {};
  let day = 1;
  const add = async (key: string, channelId: number, extra: Record<string, unknown> = {}, siteId = site.id) => {
    const row = await prisma.content.create({
      data: {
        siteId,
        channelId,
        modelId: contentModel.id,
        typeId: typeA.id,
        title: key,
        status: CONTENT_STATUS.passed,
        releaseDate: new Date(Date.UTC(2026, 0, day++, 8)),
        ...extra,
      },
    });
    ids[key] = row.id;
  };
  await add("N1", news.id, { views: 5, recommendLevel: 2 });
  await add("N2", news.id, { topLevel: 3, views: 50, recommend: true, titleImg: "/uploads/n2.jpg" });
  await add("L1", local.id, { views: 20, typeId: typeB.id, recommendLevel: 1 });
  await add("L2", local.id, { views: 1, recommend: true, recommendLevel: 5 });
  await add("H1", hidden.id);
  await add("M1", members.id);
  await add("O1", otherChannel.id, {}, other.id);
  for (const status of CONTENT_STATUSES.filter((value) => value !== CONTENT_STATUS.passed))
    await add(`S${status}`, news.id, { status });
  await add("FUTURE", news.id, { releaseDate: new Date("2099-01-01T00:00:00Z") });
  const topic = await prisma.topic.create({
    data: { siteId: site.id, name: "春耕专题", priority: 1, recommend: true },
  });
  await prisma.topic.create({ data: { siteId: site.id, name: "秋收专题", priority: 2 } });
  await prisma.topicContent.create({ data: { topicId: topic.id, contentId: ids.L1! } });
  const tag = await prisma.tag.create({ data: { siteId: site.id, name: "春耕", refCount: 2 } });
  await prisma.tag.create({ data: { siteId: site.id, name: "未使用", refCount: 0 } });
  await prisma.contentTag.create({ data: { tagId: tag.id, contentId: ids.N1! } });
  world = {
    siteId: site.id,
    otherSiteId: other.id,
    news: news.id,
    local: local.id,
    hidden: hidden.id,
    members: members.id,
    policy: policy.id,
    typeA: typeA.id,
    typeB: typeB.id,
    ids,
  };
  void topic;
});

const LIST = (args: string) =>
  `{% cms_content_list ${args} %}{% for item in tag_list %}{{ item.title }}|{% endfor %}{% endcms_content_list %}`;

describe("cms_content_list", () => {
  it("lists the site's passed, released content in visible channels only, pinned first by default", async () => {
    const shown = titles(await render(LIST("count: 50")));
    expect(shown[0]).toBe("N2"); // top level 3 (default order 4: top level, then newest)
    expect(new Set(shown)).toEqual(new Set(["N1", "N2", "L1", "L2", "H1"]));
    // members-only, other site, every other status and future releases never appear
    for (const absent of ["M1", "O1", "FUTURE", ...CONTENT_STATUSES.map((s) => `S${s}`)])
      expect(shown).not.toContain(absent);
  });

  it("covers a channel and its sub-channels, by id or by path", async () => {
    expect(new Set(titles(await render(LIST(`channelId: "${world.news}" count: 50`))))).toEqual(
      new Set(["N1", "N2", "L1", "L2"]),
    );
    expect(new Set(titles(await render(LIST('channelPath: "local"'))))).toEqual(new Set(["L1", "L2"]));
    expect(titles(await render(LIST(`channelId: "${world.members}"`)))).toEqual([]);
    expect(titles(await render(LIST('channelPath: "nowhere"')))).toEqual([]);
  });

  it("filters by type, recommendation, title image, topic, tag and an excluded id, and counts", async () => {
    expect(titles(await render(LIST(`typeId: "${world.typeB}"`)))).toEqual(["L1"]);
    expect(new Set(titles(await render(LIST("recommend: true"))))).toEqual(new Set(["N2", "L2"]));
    expect(titles(await render(LIST("titleImg: true")))).toEqual(["N2"]);
    const topic = await prisma.topic.findFirstOrThrow({ where: { siteId: world.siteId, name: "春耕专题" } });
    expect(titles(await render(LIST(`topicId: ${topic.id}`)))).toEqual(["L1"]);
    const tag = await prisma.tag.findFirstOrThrow({ where: { siteId: world.siteId, name: "春耕" } });
    expect(titles(await render(LIST(`tagId: ${tag.id}`)))).toEqual(["N1"]);
    expect(titles(await render(LIST(`excludeId: ${world.ids.N2} orderBy: 0 count: 2`)))).toEqual(["H1", "L2"]);
    expect(titles(await render(LIST("count: 1 orderBy: 1")))).toEqual(["N1"]);
  });

  it("sorts by the origin's ordering codes", async () => {
    const order = async (code: number) => titles(await render(LIST(`channelId: "${world.news}" orderBy: ${code}`)));
    expect(await order(0)).toEqual(["L2", "L1", "N2", "N1"]);
    expect(await order(1)).toEqual(["N1", "N2", "L1", "L2"]);
    expect(await order(2)).toEqual(["L2", "L1", "N2", "N1"]);
    expect(await order(3)).toEqual(["N1", "N2", "L1", "L2"]);
    expect(await order(4)).toEqual(["N2", "L2", "L1", "N1"]);
    expect(await order(5)).toEqual(["N2", "N1", "L1", "L2"]);
    expect(await order(9)).toEqual(["N2", "L1", "N1", "L2"]);
    expect(await order(22)).toEqual(["L2", "N1", "L1", "N2"]);
    expect(await order(23)).toEqual(["N2", "L1", "N1", "L2"]);
  });

  it("sorts by today's, this week's and this month's views as the view counter counts them", async () => {
    for (let i = 0; i < 3; i++) countView(world.ids.N1!);
    countView(world.ids.L2!);
    await flushViews();
    // An old period's count reads as 0 even though it is larger.
    await prisma.content.update({
      where: { id: world.ids.L1! },
      data: { viewsDay: 99, viewsWeek: 99, viewsMonth: 99, viewsPeriod: new Date("2020-01-01") },
    });
    for (const code of [6, 7, 8]) {
      const shown = titles(await render(LIST(`channelId: "${world.news}" orderBy: ${code} count: 2`)));
      expect(shown).toEqual(["N1", "L2"]);
    }
    const row = await prisma.content.findUniqueOrThrow({ where: { id: world.ids.N1! } });
    expect([row.views, row.viewsDay, row.viewsWeek, row.viewsMonth]).toEqual([8, 3, 3, 3]);
  });

  it("gives each item its fields", async () => {
    const html = await render(
      `{% cms_content_list titleImg: true %}{% for item in tag_list %}{{ item.title }};{{ item.url }};{{ item.date }};{{ item.image }};{{ item.channel_name }};{{ item.channel_url }};{{ item.top }};{{ item.recommend }}{% endfor %}{% endcms_content_list %}`,
    );
    expect(html).toBe(`N2;${base}news/${world.ids.N2}.html;2026-01-02;/uploads/n2.jpg;新闻中心;${base}news/;true;true`);
  });
});

describe("cms_content_page and cms_content", () => {
  it("pages a list by the page's number", async () => {
    const source = `{% cms_content_page channelId: "${world.news}" count: 3 orderBy: 1 %}{% for item in tag_list %}{{ item.title }}|{% endfor %}{{ tag_pagination.page }}/{{ tag_pagination.pages }};{{ tag_pagination.prev_url }}{% endcms_content_page %}`;
    expect(await render(source)).toBe("N1|N2|L1|1/2;");
    expect(await render(source, { page: 2 })).toBe(`L2|2/2;${base}news/index_1.html`);
  });

  it("shows one passed content by id, and nothing for a draft or a members-only one", async () => {
    const one = (id: number) => render(`{% cms_content id: ${id} %}{{ tag_bean.title }}{% endcms_content %}`);
    expect(await one(world.ids.L1!)).toBe("L1");
    expect(await one(world.ids[`S${CONTENT_STATUS.draft}`]!)).toBe("");
    expect(await one(world.ids.M1!)).toBe("");
    expect(await one(world.ids.O1!)).toBe("");
  });
});

describe("channel tags", () => {
  const CHANNELS = (args: string) =>
    `{% cms_channel_list ${args} %}{% for c in tag_list %}{{ c.name }}|{% endfor %}{% endcms_channel_list %}`;

  it("lists children, the top level and brothers, never hidden or members-only channels", async () => {
    expect(titles(await render(CHANNELS('listType: "top"')))).toEqual(["新闻中心"]);
    expect(titles(await render(CHANNELS(`listType: "childs" channelId: ${world.news}`)))).toEqual([
      "乡镇动态",
      "政策文件",
    ]);
    expect(titles(await render(CHANNELS(`channelId: ${world.news} hasContent: true`)))).toEqual(["乡镇动态"]);
    expect(titles(await render(CHANNELS(`listType: "brothers" channelId: ${world.local}`)))).toEqual([
      "乡镇动态",
      "政策文件",
    ]);
    // childs without a channel: the page's channel, else the top level
    expect(titles(await render(CHANNELS(""), { channelId: world.news }))).toEqual(["乡镇动态", "政策文件"]);
    expect(titles(await render(CHANNELS("")))).toEqual(["新闻中心"]);
  });

  it("picks one channel: itself, its top, its parent, or the navigation path", async () => {
    const single = (type: string) =>
      render(
        `{% cms_channel singleType: "${type}" %}{{ tag_bean.name }}{% for c in tag_list %}>{{ c.name }}{% endfor %}{% endcms_channel %}`,
        { channelId: world.local },
      );
    expect(await single("channel")).toBe("乡镇动态");
    expect(await single("top")).toBe("新闻中心");
    expect(await single("parent")).toBe("新闻中心");
    expect(await single("navigation")).toBe(">新闻中心>乡镇动态");
  });
});

describe("topic, tag and advertising tags", () => {
  it("lists topics by priority and used tags by use", async () => {
    expect(
      await render("{% cms_topic_list %}{% for t in tag_list %}{{ t.name }}|{% endfor %}{% endcms_topic_list %}"),
    ).toBe("春耕专题|秋收专题|");
    expect(
      await render(
        "{% cms_topic_list recommend: true %}{% for t in tag_list %}{{ t.name }}|{% endfor %}{% endcms_topic_list %}",
      ),
    ).toBe("春耕专题|");
    expect(
      await render(
        "{% cms_tag_list %}{% for t in tag_list %}{{ t.name }}:{{ t.count }}{% endfor %}{% endcms_tag_list %}",
      ),
    ).toBe("春耕:2");
  });

  it("shows nothing for an ad space the site does not have", async () => {
    expect(
      await render("{% cms_advertising aid: 999999 %}{% if tag_bean %}AD{% endif %}{% endcms_advertising %}"),
    ).toBe("");
  });
});

describe("data tags on the site's pages", () => {
  it("render asynchronously from a stored template, the page's channel their default", async () => {
    const store = (path: string, source: string) =>
      prisma.templateFile.create({
        data: { siteId: world.siteId, solution: "default", kind: "template", path, data: Buffer.from(source) },
      });
    await store("index.liquid", LIST('channelPath: "local"'));
    await store(
      "channel.liquid",
      "{% cms_channel_list %}{% for c in tag_list %}{{ c.name }}|{% endfor %}{% endcms_channel_list %}",
    );
    await prisma.site.update({ where: { id: world.siteId }, data: { templateVersion: { increment: 1 } } });
    const home = await fetch(`${server().url}${base}`);
    expect(home.status).toBe(200);
    expect((await home.text()).trim()).toBe("L2|L1|");
    // On the news channel's page, a channel list without a channel lists the news channel's children.
    expect((await (await fetch(`${server().url}${base}news/`)).text()).trim()).toBe("乡镇动态|政策文件|");
    await prisma.templateFile.deleteMany({ where: { siteId: world.siteId } });
    await prisma.site.update({ where: { id: world.siteId }, data: { templateVersion: { increment: 1 } } });
  });
});

describe("the tag wizard's tags", () => {
  it("render as the wizard generates them", async () => {
    const code = (params: unknown) => generateDirectiveCode(ZDirectiveParams.parse(params));
    const list = await render(code({ kind: "content_list", channelIds: [world.local], orderBy: 1 }));
    expect(list).toMatch(/<li><a href="[^"]+">L1<\/a> <span>2026-01-03<\/span><\/li>/);
    expect(list).toContain(">L2</a>");
    const paged = await render(code({ kind: "content_list", mode: "page", channelIds: [world.news], count: 3 }));
    expect(paged).toContain("1 / 2");
    const single = await render(code({ kind: "content_list", mode: "single", contentId: world.ids.N1 }));
    expect(single).toContain(">N1</a>");
    const channels = await render(code({ kind: "channel_list", listType: "childs", channelId: world.news }));
    expect(channels).toContain(">乡镇动态</a>");
    const brothers = await render(code({ kind: "channel_list", listType: "brothers", channelId: world.local }));
    expect(brothers).toContain(">政策文件</a>");
    const path = await render(
      code({ kind: "channel_list", mode: "single", singleType: "navigation", channelId: world.local }),
    );
    expect(path).toMatch(/新闻中心<\/a> &gt; <a [^>]+>乡镇动态/);
    expect(await render(code({ kind: "advertising", aid: 1 }))).toBe("");
  });
});

describe("tag errors", () => {
  it("names the tag and the argument of a bad value", async () => {
    await expect(render(LIST("orderBy: 25"))).rejects.toThrow(
      /cms_content_list: 参数 orderBy 必须是 0 到 24 之间的整数/,
    );
    await expect(render(LIST("orderBy: 25"))).rejects.toThrow(/orderBy must be a whole number from 0 to 24/);
    await expect(render(LIST('channelId: "1;drop"'))).rejects.toThrow(/channelId/);
    await expect(render(LIST("count: 0"))).rejects.toThrow(/count/);
    await expect(render(LIST('recommend: "maybe"'))).rejects.toThrow(/recommend/);
    await expect(render('{% cms_channel_list listType: "all" %}{% endcms_channel_list %}')).rejects.toThrow(/listType/);
  });

  it("refuses an unclosed tag at parse time", () => {
    const engine = createSolutionEngine({});
    expect(() => engine.parse("{% cms_content_list %}<ul>")).toThrow(/endcms_content_list/);
  });

  it("stops a template that loads data in a long loop", async () => {
    await expect(render(`{% for i in (1..100) %}${LIST("count: 1")}{% endfor %}`)).rejects.toThrow(
      /最多使用 50 次数据标签/,
    );
  });

  it("refuses the synchronous renderer", () => {
    const engine = createSolutionEngine({ "t.liquid": LIST("") });
    expect(() => {
      engine.renderFileSync("t.liquid", {});
    }).toThrow(/异步渲染|数据标签只能/);
  });
});
