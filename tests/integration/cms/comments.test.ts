import type { ApiClient } from "@suyuan/api/client";
import { passedComments, postComment } from "@suyuan/api/services/audience/comment-posting";
import { formatDateTime } from "@suyuan/api/services/export/export-formats";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused } from "../../support/resource-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Comments on the sites' articles and the sensitive words replaced in them: the review flow
// (a guest's comment on a channel needing review shows only once passed; cancelCheck hides it
// again), on tRPC and the origin's /api/admin/comment/* and /api/admin/sensitivity/* paths.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let reviewed: number;
let open: number;

async function channel(name: string, path: string, settings: { commentControl?: number; commentCheck?: boolean }) {
  const model =
    (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
    (await prisma.cmsModel.create({ data: { name: "评论测试栏目模型", kind: "channel", path: "comment-test" } }));
  return (await prisma.channel.create({ data: { siteId, name, path, modelId: model.id, ...settings } })).id;
}

/** A published article of a channel (the administrator holds the final step: it passes at once). */
async function article(channelId: number, title: string): Promise<number> {
  const created = await admin.content.create.mutate({ channelId, title });
  expect((await prisma.content.findUniqueOrThrow({ where: { id: created.id } })).status).toBe(2);
  return created.id;
}

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
  reviewed = await channel("评论需审核", "comment-reviewed", { commentControl: 0, commentCheck: true });
  open = await channel("评论免审核", "comment-open", { commentControl: 0, commentCheck: false });
});

describe("sensitive words", () => {
  it("are saved, listed and updated many at once with the origin's names", async () => {
    const saved = await legacy.call("/api/admin/sensitivity/save", { search: "坏词", replacement: "**" });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    const other = await admin.sensitivity.create.mutate({ search: "骗子", replacement: "某某" });
    // A word is listed once (a database constraint).
    expect((await legacy.call("/api/admin/sensitivity/save", { search: "坏词", replacement: "x" })).code).not.toBe(
      "200",
    );
    const list = await legacy.call("/api/admin/sensitivity/list");
    expect(list.code).toBe("200");
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, search: "坏词", replacement: "**" })]),
    );

    const bulk = await legacy.call("/api/admin/sensitivity/update", {
      ids: `${id},${other.id}`,
      searchs: "坏词,骗子",
      replacements: "##,某人",
    });
    expect(bulk.code).toBe("200");
    expect(await prisma.cmsSensitivity.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      replacement: "某人",
    });
    // Lists of different lengths are refused, nothing changes.
    const uneven = await legacy.call("/api/admin/sensitivity/update", {
      ids: `${id},${other.id}`,
      searchs: "a",
      replacements: "b",
    });
    expect(uneven.code).toBe("201");
    // The pages' form: one word.
    await admin.sensitivity.update.mutate({ id, data: { search: "坏词", replacement: "【已屏蔽】" } });
    expect((await admin.sensitivity.get.query({ id })).replacement).toBe("【已屏蔽】");
  });
});

describe("comment review", () => {
  it("hides a guest's comment until it is passed, and again after cancelCheck; sensitive words are replaced", async () => {
    await prisma.cmsSensitivity.upsert({
      where: { search: "垃圾" },
      create: { search: "垃圾", replacement: "**" },
      update: { replacement: "**" },
    });
    const contentId = await article(reviewed, "评论审核测试文章");
    const posted = await postComment({ siteId, contentId, text: "写得真垃圾，<b>不服</b>", ip: "203.0.113.7" });
    expect(posted.checked).toBe(0);
    expect(await passedComments(contentId)).toEqual([]);
    const stored = await admin.comment.get.query({ id: posted.id });
    expect(stored).toMatchObject({ text: "写得真**，<b>不服</b>", checked: 0, ip: "203.0.113.7", contentId });

    // The admin list: one row per article waiting for an answer, with the origin's names.
    const list = await legacy.call("/api/admin/comment/list", { queryChecked: "0", pageNo: "1", pageSize: "10" });
    expect(list.code).toBe("200");
    expect(list.totalCount).toBeGreaterThanOrEqual(1);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: posted.id,
          commenteUsername: "",
          replyId: posted.id,
          contentTitle: "评论审核测试文章",
        }),
      ]),
    );

    const checked = await legacy.call("/api/admin/comment/check", { ids: String(posted.id), isCheck: "1" });
    expect(checked.code).toBe("200");
    expect((await passedComments(contentId)).map((row) => row.text)).toEqual(["写得真**，<b>不服</b>"]);

    const cancelled = await legacy.call("/api/admin/comment/cancelCheck", { ids: String(posted.id) });
    expect(cancelled.code).toBe("200");
    expect(await passedComments(contentId)).toEqual([]);
    expect((await admin.comment.get.query({ id: posted.id })).checked).toBe(0);

    // Refused (2) stays hidden; each change is in the operation log.
    await admin.comment.check.mutate({ ids: [posted.id], isCheck: 2 });
    expect(await passedComments(contentId)).toEqual([]);
    const logged = await prisma.operationLog.findMany({ where: { resource: "comment" }, select: { operation: true } });
    expect(logged.map((row) => row.operation)).toEqual(expect.arrayContaining(["check", "cancel-check"]));
  });

  it("shows a comment at once on a channel without review, and refuses comments where closed or for members", async () => {
    const contentId = await article(open, "免审核文章");
    const posted = await postComment({ siteId, contentId, text: "第一", ip: "203.0.113.8" });
    expect(posted.checked).toBe(1);
    expect((await passedComments(contentId)).map((row) => row.id)).toEqual([posted.id]);

    const closed = await channel("评论关闭", "comment-closed", { commentControl: 2 });
    const membersOnly = await channel("会员评论", "comment-members", { commentControl: 3 });
    const closedId = await article(closed, "关闭评论文章");
    const membersId = await article(membersOnly, "会员评论文章");
    await expect(postComment({ siteId, contentId: closedId, text: "x", ip: "1.1.1.1" })).rejects.toMatchObject({
      messageKey: "comment.closed",
    });
    await expect(postComment({ siteId, contentId: membersId, text: "x", ip: "1.1.1.1" })).rejects.toMatchObject({
      messageKey: "comment.loginRequired",
    });
  });

  it("answers, recommends, keeps the reply count and deletes, with the origin's parameter names", async () => {
    const contentId = await article(open, "回复测试文章");
    const parent = await postComment({ siteId, contentId, text: "主评论", ip: "203.0.113.9" });
    const child = await postComment({ siteId, contentId, parentId: parent.id, text: "跟帖", ip: "203.0.113.10" });
    expect((await admin.comment.get.query({ id: parent.id })).replyCount).toBe(1);

    const replied = await legacy.call("/api/admin/comment/reply", { id: String(parent.id), reply: "感谢留言" });
    expect(replied.code).toBe("200");
    const detail = await legacy.call("/api/admin/comment/get", { id: String(parent.id) });
    expect(detail.body).toMatchObject({ reply: "感谢留言", replayerUsername: TEST_ADMIN.username, parentId: null });
    expect((await passedComments(contentId))[0]).toMatchObject({ reply: "感谢留言", replies: [{ text: "跟帖" }] });

    expect(
      (await legacy.call("/api/admin/comment/recommend", { id: String(parent.id), isRecommend: "true" })).code,
    ).toBe("200");
    const byContent = await legacy.call("/api/admin/comment/list_by_content", { queryContentId: String(contentId) });
    expect(byContent.totalCount).toBe(1);
    expect(byContent.body).toEqual([expect.objectContaining({ id: parent.id, recommend: true, replyCount: 1 })]);
    // Every key of the origin's comment, alike from list_by_content, get and the admin page's list;
    // times as the origin writes them (China time).
    const stored = await prisma.cmsComment.findUniqueOrThrow({ where: { id: parent.id } });
    const full = {
      id: parent.id,
      createTime: formatDateTime(stored.createdAt),
      replayTime: formatDateTime(stored.replyTime!),
      ups: 0,
      downs: 0,
      recommend: true,
      checked: 1,
      replyCount: 1,
      replayerUsername: TEST_ADMIN.username,
      replayerId: stored.replyUserId,
      commenterId: null,
      commenterUsername: "",
      ip: "203.0.113.9",
      text: "主评论",
      reply: "感谢留言",
      score: null,
      parentId: null,
      contentId,
      contentTitle: "回复测试文章",
      channelId: open,
      channelName: "评论免审核",
      contentURL: `/comment-open/${contentId}.html`,
    };
    expect(byContent.body).toEqual([full]);
    expect(await admin.comment.get.query({ id: parent.id })).toEqual(full);
    const page = await admin.comment.find.query({ queryContentId: contentId, page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.id)).toEqual([child.id, parent.id]);
    expect(page.items[1]).toEqual(full);
    expect(page.total).toBe(2);

    const updated = await legacy.call("/api/admin/comment/update", { id: String(child.id), checked: "2" });
    expect(updated).toMatchObject({ code: "200", body: { id: String(child.id) } });
    expect((await admin.comment.get.query({ id: parent.id })).replyCount).toBe(0);

    expect((await legacy.call("/api/admin/comment/delete", { ids: String(parent.id) })).code).toBe("200");
    expect(await prisma.cmsComment.count({ where: { id: { in: [parent.id, child.id] } } })).toBe(0);
    // Unknown ids: refused, nothing changed, with the origin's codes (202 in a batch, 101 on update, 206 else).
    const error = await refused(admin.comment.check.mutate({ ids: [parent.id], isCheck: 1 }));
    expect(error.data.appCode).toBe("NOT_FOUND_IN_LIST");
    const gone = String(parent.id);
    expect((await legacy.call("/api/admin/comment/check", { ids: gone, isCheck: "1" })).code).toBe("202");
    expect((await legacy.call("/api/admin/comment/delete", { ids: gone })).code).toBe("202");
    expect((await legacy.call("/api/admin/comment/update", { id: gone, checked: "1" })).code).toBe("101");
    expect((await legacy.call("/api/admin/comment/recommend", { id: gone, isRecommend: "true" })).code).toBe("206");
    expect((await legacy.call("/api/admin/guestbook/check", { ids: gone, isCheck: "1" })).code).toBe("202");
    expect((await legacy.call("/api/admin/guestbook/delete", { ids: gone })).code).toBe("202");
  });
});
