import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Topics (专题): a kit resource of the current site, offered in chosen channels (by_channel),
// reordered many at once (priority), on tRPC and the origin's /api/admin/topic/* paths.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let newsId: number;
let policyId: number;

const topic = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  shortName: null,
  keywords: null,
  description: null,
  titleImg: null,
  contentImg: null,
  tplContent: null,
  priority: 10,
  recommend: false,
  ...extra,
});

/** A channel of a site, written directly (channels are another part's resource). */
async function channel(site: number, name: string, path: string): Promise<number> {
  const model =
    (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
    (await prisma.cmsModel.create({ data: { name: "专题测试栏目模型", kind: "channel", path: "topic-test" } }));
  return (await prisma.channel.create({ data: { siteId: site, name, path, modelId: model.id } })).id;
}

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
  newsId = await channel(siteId, "新闻动态", "topic-news");
  policyId = await channel(siteId, "政策法规", "topic-policy");
});

describe("topics", () => {
  it("offers a topic in its channels, and one without channels everywhere", async () => {
    const local = await admin.topic.create.mutate(topic("脱贫攻坚", { channelIds: [newsId] }));
    const everywhere = await admin.topic.create.mutate(topic("两会精神", { priority: 5 }));
    const inNews = await admin.topic.byChannel.query({ channelId: newsId });
    const inPolicy = await admin.topic.byChannel.query({ channelId: policyId });
    expect(inNews.map((row) => row.id)).toEqual(expect.arrayContaining([local.id, everywhere.id]));
    expect(inPolicy.map((row) => row.id)).toContain(everywhere.id);
    expect(inPolicy.map((row) => row.id)).not.toContain(local.id);
    const got = await admin.topic.get.query({ id: local.id });
    expect(got).toMatchObject({ channelIds: [newsId], contentCount: 0, url: `/topic/${local.id}.html` });

    // The origin's client: topic/by_channel answers [{id, name}].
    const answer = await legacy.call("/api/admin/topic/by_channel", { channelId: String(policyId) });
    expect(answer.code).toBe("200");
    expect(answer.body).toEqual(expect.arrayContaining([{ id: everywhere.id, name: "两会精神" }]));

    // Before a channel is chosen the origin's content form sends channelId=0: an empty list, no error.
    const unchosen = await legacy.call("/api/admin/topic/by_channel", { channelId: "0" });
    expect(unchosen).toMatchObject({ code: "200", body: [] });

    // Its topic form: topic/get with id 0 is the blank topic the add page starts from; a topic
    // without images answers "" for them (the page's image pickers call indexOf on the value).
    const blank = await legacy.call("/api/admin/topic/get", { id: "0" });
    expect(blank).toMatchObject({ code: "200", body: { id: 0, name: "", titleImg: "", priority: 10, channelIds: [] } });
    const saved = await legacy.call("/api/admin/topic/get", { id: String(local.id) });
    expect(saved).toMatchObject({
      code: "200",
      body: { id: local.id, name: "脱贫攻坚", channelIds: [newsId], titleImg: "", contentImg: "" },
    });
    expect((await legacy.call("/api/admin/topic/get", { id: "x" })).code).toBe("201");
  });

  it("refuses a channel of another site and writes nothing", async () => {
    const other = await prisma.site.create({ data: { name: "专题他站" } });
    const foreign = await channel(other.id, "他站栏目", "topic-foreign");
    const before = await prisma.topic.count();
    expect(await refusedFields(admin.topic.create.mutate(topic("越界专题", { channelIds: [foreign] })))).toEqual([
      "channelIds",
    ]);
    expect(await prisma.topic.count()).toBe(before);
  });

  it("keeps names unique within a site, not across sites", async () => {
    await admin.topic.create.mutate(topic("美丽乡村"));
    expect(await refusedFields(admin.topic.create.mutate(topic("美丽乡村")))).toEqual(["name"]);
    const other = await secondSiteAdmin(server().url, "专题第二站");
    const theirs = await other.topic.create.mutate(topic("美丽乡村"));
    expect(theirs.id).toBeGreaterThan(0);
    // And that site does not see this site's topics.
    const list = await other.topic.find.query({ pageSize: 100 });
    expect(list.items.map((row) => row.name)).toEqual(["美丽乡村"]);
  });

  it("saves a new order for many topics at once, all or nothing", async () => {
    const a = await admin.topic.create.mutate(topic("排序甲", { priority: 1 }));
    const b = await admin.topic.create.mutate(topic("排序乙", { priority: 2 }));
    await admin.topic.priority.mutate({ ids: [a.id, b.id], priorities: [20, 3] });
    expect((await admin.topic.get.query({ id: a.id })).priority).toBe(20);
    expect((await admin.topic.get.query({ id: b.id })).priority).toBe(3);

    const other = await secondSiteAdmin(server().url, "排序他站");
    const theirs = await other.topic.create.mutate(topic("他站专题"));
    const error = await refused(admin.topic.priority.mutate({ ids: [a.id, theirs.id], priorities: [7, 7] }));
    expect(error.data.appCode).toBe("NOT_FOUND");
    expect((await admin.topic.get.query({ id: a.id })).priority).toBe(20);

    // Legacy: ids and priorities comma-joined.
    const answer = await legacy.call("/api/admin/topic/priority", { ids: `${a.id},${b.id}`, priorities: "4,5" });
    expect(answer).toMatchObject({ code: "200", body: { count: 2 } });
    expect((await admin.topic.get.query({ id: b.id })).priority).toBe(5);
    expect((await legacy.call("/api/admin/topic/priority", { ids: `${a.id}`, priorities: "4,5" })).code).toBe("201");
  });

  it("puts content into topics (content/send_to_topic), all or nothing", async () => {
    const target = await admin.topic.create.mutate(topic("推送目标专题"));
    const article = await admin.content.create.mutate({ channelId: newsId, title: "专题推送测试文章", draft: true });
    const answer = await legacy.call("/api/admin/content/send_to_topic", {
      ids: String(article.id),
      topicIds: String(target.id),
    });
    expect(answer).toMatchObject({ code: "200", body: { count: 1 } });
    expect((await admin.topic.get.query({ id: target.id })).contentCount).toBe(1);
    // The origin's edit page reads an article's topics from content/get.
    const got = await legacy.call("/api/admin/content/get", { id: String(article.id) });
    expect(got.body).toMatchObject({ topicIds: [target.id] });
    // Again: nothing new; with a topic of another site: refused, nothing written.
    expect((await admin.topic.sendContent.mutate({ ids: [article.id], topicIds: [target.id] })).count).toBe(0);
    const other = await secondSiteAdmin(server().url, "推送他站");
    const theirs = await other.topic.create.mutate(topic("他站推送专题"));
    const error = await refused(admin.topic.sendContent.mutate({ ids: [article.id], topicIds: [theirs.id] }));
    expect(error.data.appCode).toBe("NOT_FOUND");
    expect(await prisma.topicContent.count({ where: { topicId: theirs.id } })).toBe(0);
  });

  it("answers the origin's client: save with comma-joined channelIds, list rows with id, name and url", async () => {
    const saved = await legacy.call("/api/admin/topic/save", {
      name: "特色农产品",
      channelIds: `${newsId},${policyId}`,
      priority: "8",
      recommend: "true",
    });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    expect((await admin.topic.get.query({ id })).channelIds).toEqual([newsId, policyId].sort((x, y) => x - y));
    const list = await legacy.call("/api/admin/topic/list", { pageNo: "1", pageSize: "100" });
    expect(list.code).toBe("200");
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, name: "特色农产品", url: `/topic/${id}.html` })]),
    );
    const templates = await legacy.call("/api/admin/topic/tpl_list", {});
    expect(templates.code).toBe("200");
    expect(templates.body).toContain("topic.html");
    expect((await legacy.call("/api/admin/topic/delete", { ids: String(id) })).code).toBe("200");
    expect(await prisma.topicChannel.count({ where: { topicId: id } })).toBe(0);
  });
});
