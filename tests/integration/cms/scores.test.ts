import type { ApiClient } from "@suyuan/api/client";
import { rateContent } from "@suyuan/api/services/score/content-scoring";
import { findTagContents } from "@suyuan/api/services/public-site/tag-contents";
import { CONTENT_ORDER_SQL } from "@suyuan/api/services/public-site/content-order";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { channelOf, openPublicSite, passedArticle, type PublicSiteBed } from "../../support/public-site-fixtures.ts";
import { noticeOf, PublicVisitor } from "../../support/public-visitor.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Content scoring: rating sets and items at the origin's scoregroup/* and scoreitem/* paths, and
// visitors rating an article once each, its average kept for the page and for sorting lists.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let channelId: number;
let base: string;
let newVisitor: PublicSiteBed["visitor"];

const article = (title: string) => passedArticle(siteId, channelId, title);

beforeAll(async () => {
  ({ admin, legacy, siteId, base, visitor: newVisitor } = await openPublicSite(() => server().url, "scoretest"));
  channelId = (await channelOf(siteId, "评分栏目", "score-ch")).id;
});

describe("content scoring", () => {
  it("keeps rating sets and items at the origin's paths, a set with items kept", async () => {
    const saved = await legacy.call("/api/admin/scoregroup/save", {
      name: "心情",
      description: "读后心情",
      enable: "true",
      def: "true",
    });
    expect(saved.code).toBe("200");
    const groupId = Number((saved.body as { id: number }).id);
    const item = await legacy.call("/api/admin/scoreitem/save", {
      groupId: String(groupId),
      name: "开心",
      score: "5",
      priority: "1",
    });
    expect(item.code).toBe("200");
    const itemId = Number((item.body as { id: number }).id);
    expect((await legacy.call("/api/admin/scoreitem/save", { groupId: String(groupId), name: "无分" })).code).toBe(
      "201",
    );
    const list = await legacy.call("/api/admin/scoreitem/list", { groupId: String(groupId) });
    expect(list.totalCount).toBe(1);
    expect(list.body).toEqual([
      expect.objectContaining({ id: itemId, name: "开心", score: 5, priority: 1, groupId, groupName: "心情" }),
    ]);
    expect((await legacy.call("/api/admin/scoregroup/get", { id: String(groupId) })).body).toMatchObject({
      name: "心情",
      description: "读后心情",
      enable: true,
      def: true,
    });
    expect((await legacy.call("/api/admin/scoregroup/delete", { ids: String(groupId) })).code).not.toBe("200");
    expect(await prisma.cmsScoreGroup.count({ where: { id: groupId } })).toBe(1);
  });

  it("counts one rating per visitor and sorts lists by the average", async () => {
    const group = await admin.scoreGroup.create.mutate({ name: "评分", enable: true, def: true, description: null });
    // The site's set is the enabled default one; the first made above comes first.
    const first = await prisma.cmsScoreGroup.findFirstOrThrow({ where: { siteId, def: true }, orderBy: { id: "asc" } });
    const high = await admin.scoreItem.create.mutate({
      groupId: first.id,
      name: "满分",
      score: 10,
      priority: 2,
      imagePath: null,
    });
    const low = await admin.scoreItem.create.mutate({
      groupId: first.id,
      name: "低分",
      score: 2,
      priority: 3,
      imagePath: null,
    });
    const other = await admin.scoreItem.create.mutate({
      groupId: group.id,
      name: "别组",
      score: 1,
      priority: 1,
      imagePath: null,
    });
    const liked = await article("好文章");
    const plain = await article("普通文章");

    expect(await rateContent(siteId, liked.id, high.id, { memberId: null, ip: "203.0.113.1", cookie: "a" })).toEqual({
      count: 1,
      average: 10,
    });
    // The same guest again (by IP, or by cookie from another address) is refused.
    await expect(
      rateContent(siteId, liked.id, low.id, { memberId: null, ip: "203.0.113.1", cookie: "b" }),
    ).rejects.toThrow();
    await expect(
      rateContent(siteId, liked.id, low.id, { memberId: null, ip: "203.0.113.2", cookie: "a" }),
    ).rejects.toThrow();
    // An item of another set is refused.
    await expect(
      rateContent(siteId, liked.id, other.id, { memberId: null, ip: "203.0.113.3", cookie: "c" }),
    ).rejects.toThrow();
    // Parallel ratings by different visitors all count.
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        rateContent(siteId, plain.id, index % 2 ? high.id : low.id, {
          memberId: null,
          ip: `203.0.113.${20 + index}`,
          cookie: `p${index}`,
        }),
      ),
    );
    expect(await prisma.cmsContentScore.findUniqueOrThrow({ where: { contentId: plain.id } })).toMatchObject({
      count: 6,
      total: 36,
      average: 6,
    });
    expect(
      await prisma.cmsScoreRecord.findUniqueOrThrow({
        where: { itemId_contentId: { itemId: high.id, contentId: plain.id } },
      }),
    ).toMatchObject({ count: 3 });

    const sorted = await findTagContents({ channelIds: [channelId] }, {}, 24, {
      number: 1,
      size: 10,
      counted: false,
    });
    expect(CONTENT_ORDER_SQL).toHaveLength(25);
    expect(sorted.items.map((row) => [row.title, row.score])).toEqual([
      ["好文章", 10],
      ["普通文章", 6],
    ]);
  });

  it("shows the rating form under an article and takes a visitor's rating once", async () => {
    const rated = await article("评分表单文章");
    const path = `${base}score-ch/${rated.id}.html`;
    const visitor = newVisitor("198.51.100.90");
    const page = (await visitor.get(path)).html;
    expect(page).toContain(`action="${base}score"`);
    expect(page).toContain("（0 人评分）");
    const csrf = PublicVisitor.token(page);
    const itemId = /name="itemId" value="(\d+)"/.exec(page)![1]!;
    const post = () =>
      visitor.post(`${base}score`, { csrf, contentId: String(rated.id), itemId, back: `score-ch/${rated.id}.html` });
    expect(noticeOf((await post()).location)).toBe("public.scored");
    expect(noticeOf((await post()).location)).toBe("score.repeated");
    expect((await prisma.cmsContentScore.findUniqueOrThrow({ where: { contentId: rated.id } })).count).toBe(1);
    expect((await visitor.get(path)).html).toContain("（1 人评分）");
  });
});
