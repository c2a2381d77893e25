import type { ApiClient } from "@suyuan/api/client";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { beforeAll, describe, expect, it } from "vitest";
import { article, contentIn, contentUser, contentWorld, type ContentWorld } from "../../support/content-fixtures.ts";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused } from "../../support/resource-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { statementsDuring } from "../../support/statement-count.ts";
import { loginCookie } from "../../support/trpc-http.ts";
import { clearExpiredTopLevels } from "@suyuan/api/services/content/top-expiry-job";
import { findCodeApplications, iterateCodeApplications } from "@suyuan/api/services/code-application/applications";
import { findReviewQueue } from "@suyuan/api/services/content/review-queue";
import { findReusableContent, findShares } from "@suyuan/api/services/content/content-shares";
import { findDirectives, getDirective } from "@suyuan/api/services/directive/directives";
import { findEnvReadings } from "@suyuan/api/services/env/readings";
import {
  findQualityChecks,
  getQualityCheck,
  iterateQualityChecks,
} from "@suyuan/api/services/quality-check/quality-checks";
import { findScans, iterateScans } from "@suyuan/api/services/scan/scan-records";
import { findRecords, getRecord } from "@suyuan/api/services/trace-record/records";
import { adminServiceContext } from "../../../apps/api/scripts/seed-demo-context.ts";

// Content through its workflow: saves (draft, review, passed at once), a two-step review by
// role, returns with an opinion, the history, top levels that expire, tag counts, custom fields
// checked against the model, refusals that write nothing, and the origin's legacy answers.

const server = useTestServer();
let admin: ApiClient;
let editor: ApiClient;
let first: ApiClient;
let second: ApiClient;
let legacy: LegacyClient;
let world: ContentWorld;

const EDITOR = [
  "/content/list",
  "/content/save",
  "/content/update",
  "/content/view",
  "/content/delete",
  "/content/submit",
];
const REVIEWER = ["/content/list", "/content/view", "/content/review_queue", "/content/check", "/content/reject"];

/** Upload addresses as the upload endpoints answer them. */
const UPLOAD_A = "/uploads/0123456789abcdef0123456789abcdea";
const UPLOAD_B = "/uploads/0123456789abcdef0123456789abcdeb";
const UPLOAD_C = "/uploads/0123456789abcdef0123456789abcdec";

const stateOf = (id: number) =>
  prisma.content.findUniqueOrThrow({ where: { id }, select: { status: true, checkStep: true } });

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  world = await contentWorld(admin, "wf");
  const url = server().url;
  editor = await contentUser(url, admin, { username: "wf-editor", perms: EDITOR, siteId: world.siteId });
  first = await contentUser(url, admin, {
    username: "wf-first",
    perms: REVIEWER,
    roleId: world.firstRole,
    siteId: world.siteId,
  });
  second = await contentUser(url, admin, {
    username: "wf-second",
    perms: REVIEWER,
    roleId: world.secondRole,
    siteId: world.siteId,
  });
});

describe("saving content", () => {
  it("keeps a draft, sends an editor's item to review, passes an administrator's at once", async () => {
    const draft = await editor.content.create.mutate(article(world, { title: "草稿", draft: true }));
    expect(draft.status).toBe(CONTENT_STATUS.draft);
    const review = await editor.content.create.mutate(article(world, { title: "送审" }));
    expect(review.status).toBe(CONTENT_STATUS.checking);
    const passed = await admin.content.create.mutate(article(world, { title: "直接发布", channelId: world.reviewed }));
    expect(passed.status).toBe(CONTENT_STATUS.passed);
    expect(await stateOf(passed.id)).toEqual({ status: 2, checkStep: 2 });
  });

  it("sanitises the body and keeps the custom fields the model defines", async () => {
    const saved = await admin.content.create.mutate(
      article(world, {
        txt: '<p onclick="x()">正文<script>alert(1)</script></p>',
        attrs: { source: "县委宣传部", grade: "一级", stale: "不在模型中" },
      }),
    );
    const item = await admin.content.get.query({ id: saved.id });
    expect(item.txt).toBe("<p>正文</p>");
    expect(item.attrs).toEqual({ source: "县委宣传部", grade: "一级" });
    expect(item.status).toBe(2);
  });

  it("refuses a missing required custom field, a wrong option and a long title, writing nothing", async () => {
    const before = await prisma.content.count();
    const tags = await prisma.tag.count();
    const missing = await refused(admin.content.create.mutate(article(world, { attrs: {}, tags: ["新标签"] })));
    expect(Object.keys(missing.data.fieldErrors ?? {})).toEqual(["attrs.source"]);
    const option = await refused(
      admin.content.create.mutate(article(world, { attrs: { source: "甲", grade: "三级" } })),
    );
    expect(Object.keys(option.data.fieldErrors ?? {})).toEqual(["attrs.grade"]);
    const long = await refused(admin.content.create.mutate(article(world, { title: "长".repeat(151) })));
    expect(Object.keys(long.data.fieldErrors ?? {})).toEqual(["title"]);
    const blank = await refused(admin.content.create.mutate(article(world, { title: "  " })));
    expect(blank.message).toBe("请填写标题");
    expect(await prisma.content.count()).toBe(before);
    expect(await prisma.tag.count()).toBe(tags);
  });
});

describe("the two-step review", () => {
  it("passes step by step, each reviewer only at the step of their role, and queues it for them", async () => {
    const { id, status } = await editor.content.create.mutate(
      article(world, { channelId: world.reviewed, title: "两级审核稿" }),
    );
    expect(status).toBe(CONTENT_STATUS.checking);
    const queued = async (client: ApiClient) => (await client.content.reviewQueue.query({})).items.map((row) => row.id);
    expect(await queued(first)).toContain(id);
    expect(await queued(second)).not.toContain(id);

    const early = await refused(second.content.check.mutate({ ids: [id] }));
    expect(early.data.appCode).toBe("FORBIDDEN");
    expect(early.message).toContain("第1步");
    expect(await stateOf(id)).toEqual({ status: 1, checkStep: 0 });

    await first.content.check.mutate({ ids: [id] });
    expect(await stateOf(id)).toEqual({ status: 1, checkStep: 1 });
    expect(await queued(first)).not.toContain(id);
    expect(await queued(second)).toContain(id);
    const again = await refused(first.content.check.mutate({ ids: [id] }));
    expect(again.data.appCode).toBe("FORBIDDEN");

    await second.content.check.mutate({ ids: [id] });
    expect(await stateOf(id)).toEqual({ status: 2, checkStep: 2 });
  });

  it("returns with an opinion (required), resubmits, passes, and keeps all of it in the history", async () => {
    const { id } = await editor.content.create.mutate(article(world, { title: "退回再审稿" }));
    const noOpinion = await refused(admin.content.reject.mutate({ ids: [id], opinion: " " }));
    expect(noOpinion.data.fieldErrors).toEqual({ opinion: ["退回时请填写审核意见"] });
    expect(await stateOf(id)).toEqual({ status: 1, checkStep: 0 });

    await admin.content.reject.mutate({ ids: [id], opinion: "请补充现场图片" });
    expect((await stateOf(id)).status).toBe(CONTENT_STATUS.returned);
    await editor.content.update.mutate({ id, data: article(world, { title: "退回再审稿（已修改）" }) });
    await editor.content.submit.mutate({ ids: [id] });
    await admin.content.check.mutate({ ids: [id] });
    expect((await stateOf(id)).status).toBe(CONTENT_STATUS.passed);

    const history = await editor.content.findRecords.query({ contentId: id });
    expect(history.map((record) => [record.operation, record.fromStatus, record.toStatus])).toEqual([
      ["save", null, 1],
      ["reject", 1, -1],
      ["update", -1, -1],
      ["submit", -1, 1],
      ["check", 1, 2],
    ]);
    expect(history[1]).toMatchObject({ opinion: "请补充现场图片", userName: "系统管理员" });
    expect(history[0]!.userName).toBe("wf-editor");
  });

  it("returns one step back on request, to the step before", async () => {
    const { id } = await editor.content.create.mutate(article(world, { channelId: world.reviewed, title: "退一步" }));
    await first.content.check.mutate({ ids: [id] });
    await second.content.reject.mutate({ ids: [id], opinion: "初审再看看", oneStep: true });
    expect(await stateOf(id)).toEqual({ status: 1, checkStep: 0 });
    const record = await prisma.contentRecord.findFirstOrThrow({ where: { contentId: id, operation: "reject" } });
    expect(record).toMatchObject({ fromStatus: 1, toStatus: 1, step: 0, opinion: "初审再看看" });
  });

  it("applies one of two concurrent checks of the same item, never both", async () => {
    const row = await contentIn(world, CONTENT_STATUS.checking, "并发审核");
    const results = await Promise.allSettled([
      admin.content.check.mutate({ ids: [row.id] }),
      admin.content.check.mutate({ ids: [row.id] }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.contentRecord.count({ where: { contentId: row.id, operation: "check" } })).toBe(1);
    expect((await stateOf(row.id)).status).toBe(CONTENT_STATUS.passed);
  });
});

describe("lists", () => {
  it("sorts on-top items first until their top level expires", async () => {
    const channelId = world.target;
    const make = (title: string, releaseDate: string) =>
      admin.content.create.mutate(article(world, { channelId, title, releaseDate }));
    const expired = await make("过期置顶", "2026-01-01 08:00:00");
    const topped = await make("有效置顶", "2026-01-02 08:00:00");
    const newest = await make("最新", "2026-01-03 08:00:00");
    await admin.content.prioritize.mutate({ ids: [expired.id], topLevel: 9, expiresAt: new Date(Date.now() + 60_000) });
    await admin.content.prioritize.mutate({ ids: [topped.id], topLevel: 1 });
    const order = async () =>
      (await admin.content.find.query({ channelId, status: 2, sort: "top" })).items
        .filter((row) => [expired.id, topped.id, newest.id].includes(row.id))
        .map((row) => row.title);
    expect(await order()).toEqual(["过期置顶", "有效置顶", "最新"]);
    // The expiry passes: the list counts the level as 0 without writing it.
    await prisma.content.update({ where: { id: expired.id }, data: { topExpiredAt: new Date(Date.now() - 1000) } });
    const before = await prisma.content.findUniqueOrThrow({ where: { id: expired.id } });
    expect(await order()).toEqual(["有效置顶", "最新", "过期置顶"]);
    const listed = (await admin.content.find.query({ channelId, status: 2, sort: "top" })).items;
    expect(listed.find((row) => row.id === expired.id)).toMatchObject({ topLevel: 9, effectiveTopLevel: 0 });
    const onTop = await admin.content.find.query({ channelId, onTop: true, pageSize: 100 });
    expect(onTop.items.map((row) => row.id)).toContain(topped.id);
    expect(onTop.items.map((row) => row.id)).not.toContain(expired.id);
    const page = await legacy.call("/api/admin/content/page", {
      channelId: String(channelId),
      status: "2",
      pageSize: "100",
    });
    const legacyRows = (page.body as { list: { id: number; topLevel: number }[] }).list;
    expect(legacyRows.find((row) => row.id === expired.id)?.topLevel).toBe(0);
    expect(await prisma.content.findUniqueOrThrow({ where: { id: expired.id } })).toEqual(before);
    // The periodic job clears the stored level; the order stays.
    expect(await clearExpiredTopLevels()).toBeGreaterThanOrEqual(1);
    expect(await prisma.content.findUniqueOrThrow({ where: { id: expired.id } })).toMatchObject({
      topLevel: 0,
      topExpiredAt: null,
    });
    expect(await order()).toEqual(["有效置顶", "最新", "过期置顶"]);
  });

  it("pages a channel with its sub-channels in the effective order, as the rows themselves sort", async () => {
    const channel = (path: string, parentId: number | null) =>
      prisma.channel
        .create({
          data: { siteId: world.siteId, name: path, path: `tree-${path}`, modelId: world.modelId, parentId },
          select: { id: true },
        })
        .then((row) => row.id);
    const root = await channel("root", null);
    const child = await channel("child", root);
    const grandchild = await channel("grandchild", child);
    const outside = await channel("outside", null);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    const channels = [root, child, grandchild, outside];
    for (let index = 0; index < 24; index++) {
      const topLevel = index % 5 === 0 ? 1 + (index % 3) : 0;
      await prisma.content.create({
        data: {
          siteId: world.siteId,
          channelId: channels[index % 4]!,
          modelId: world.modelId,
          typeId: world.typeId,
          title: `树${index}`,
          status: index % 7 === 0 ? CONTENT_STATUS.recycled : CONTENT_STATUS.passed,
          topLevel,
          topExpiredAt: topLevel && index % 2 ? past : topLevel ? future : null,
          // Some share a release date: the id decides between them.
          releaseDate: new Date(Date.UTC(2026, 0, 1 + (index % 6))),
        },
      });
    }
    const rows = await prisma.content.findMany({
      where: { channelId: { in: [root, child, grandchild] }, status: { not: CONTENT_STATUS.recycled } },
    });
    const effective = (row: (typeof rows)[number]) =>
      row.topExpiredAt && row.topExpiredAt.getTime() <= Date.now() ? 0 : row.topLevel;
    const expected = rows
      .sort((a, b) => effective(b) - effective(a) || b.releaseDate.getTime() - a.releaseDate.getTime() || b.id - a.id)
      .map((row) => row.id);
    const listed: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 4); page++) {
      const answer = await admin.content.find.query({ channelId: root, page, pageSize: 4 });
      expect(answer.total).toBe(expected.length);
      listed.push(...answer.items.map((row) => row.id));
    }
    expect(listed).toEqual(expected);
    const byDate = await admin.content.find.query({ channelId: root, sort: "releaseDate", pageSize: 100 });
    expect(byDate.items.map((row) => row.id)).toEqual(
      rows.sort((a, b) => b.releaseDate.getTime() - a.releaseDate.getTime() || b.id - a.id).map((row) => row.id),
    );
    const onTop = await admin.content.find.query({ channelId: root, onTop: true, pageSize: 100 });
    expect(onTop.items.map((row) => row.id)).toEqual(
      expected.filter((id) => effective(rows.find((row) => row.id === id)!) > 0),
    );
    const alone = await admin.content.find.query({ channelId: root, withSubChannels: false, pageSize: 100 });
    expect(alone.items.map((row) => row.id)).toEqual(
      expected.filter((id) => rows.find((row) => row.id === id)!.channelId === root),
    );
    // A page past the last answers the last page, as every list does.
    const last = await admin.content.find.query({ channelId: root, page: 99, pageSize: 4 });
    expect(last.page).toBe(Math.ceil(expected.length / 4));
    expect(last.items.map((row) => row.id)).toEqual(expected.slice((last.page - 1) * 4));
  });

  it("reads a page in one statement, the session's confirmation and a legacy call's nonce claim included", async () => {
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const input = encodeURIComponent(JSON.stringify({ json: { channelId: world.target, status: 2, pageSize: 5 } }));
    const find = () => fetch(`${server().url}/trpc/content.find?input=${input}`, { headers: { cookie } });
    // The first call reads the session; the next ones confirm it in the list's statement.
    expect((await find()).status).toBe(200);
    const direct = await statementsDuring(find);
    expect(direct.result.status).toBe(200);
    expect(direct.statements).toHaveLength(1);
    expect(direct.statements[0]).toMatch(/confirmation AS/);
    const list = () => legacy.call("/api/admin/content/page", { channelId: String(world.target), pageSize: "5" });
    expect((await list()).code).toBe("200");
    const legacyCall = await statementsDuring(list);
    expect(legacyCall.result.code).toBe("200");
    // The warm call left the process's caches (account, session, access) as they were.
    expect(legacyCall.statements).toHaveLength(1);
    expect(legacyCall.statements[0]).toMatch(/alongside AS \(INSERT INTO legacy_nonce/);
  });

  it("lists offers made to another site and by it, and passed items to reuse, as the content list writes rows", async () => {
    const pushed = [
      await contentIn(world, CONTENT_STATUS.passed, "推送甲"),
      await contentIn(world, CONTENT_STATUS.passed, "推送乙"),
    ];
    await admin.content.push.mutate({ ids: pushed.map((row) => row.id), channelIds: [world.otherSiteChannel] });
    const me = await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    const out = await admin.content.findShares.query({ direction: "out", title: "推送" });
    expect(out.total).toBe(2);
    expect(out.items.map((row) => row.contentId)).toEqual(pushed.map((row) => row.id).reverse());
    expect(out.items[0]).toMatchObject({
      title: "推送乙",
      targetChannelId: world.otherSiteChannel,
      targetChannelName: "other",
      targetSiteName: "wf-另一站点",
      accepted: false,
      sharedByName: me.realName || me.username,
    });
    expect(out.items[0]!.createdAt).toBeInstanceOf(Date);
    // The receiving site sees them offered, accepts one, and filters by acceptance.
    await admin.auth.switchSite.mutate({ siteId: world.otherSiteId });
    try {
      const offered = await admin.content.findShares.query({ title: "推送" });
      expect(offered.items.map((row) => row.id)).toEqual(out.items.map((row) => row.id));
      await admin.content.acceptShares.mutate({ ids: [offered.items[1]!.id] });
      const accepted = await admin.content.findShares.query({ title: "推送", accepted: true });
      expect(accepted.items.map((row) => [row.title, row.accepted])).toEqual([["推送甲", true]]);
      expect((await admin.content.findShares.query({ title: "推送", accepted: false })).total).toBe(1);
    } finally {
      await admin.auth.switchSite.mutate({ siteId: world.siteId });
    }
    // Reuse answers the rows content.find answers.
    const reusable = await admin.content.findReusable.query({ siteId: world.siteId, title: "推送", pageSize: 10 });
    const found = await admin.content.find.query({ status: CONTENT_STATUS.passed, title: "推送", sort: "releaseDate" });
    expect(reusable.total).toBe(2);
    expect(reusable.items).toEqual(found.items);
  });

  it("reads each hand-written list's page, export batch and row in one statement", async () => {
    const ctx = await adminServiceContext("one-statement");
    // Every list's text filters, left blank.
    const blank = { batchNo: undefined, stageName: undefined, organisation: undefined, code: undefined };
    const paging = { page: 2, pageSize: 5, sortDir: "desc" as const, ...blank, name: undefined, title: undefined };
    const calls: [string, () => Promise<unknown>][] = [
      ["trace records", () => findRecords(ctx, paging)],
      ["a trace record", () => getRecord(ctx, 1).catch(() => null)],
      ["quality checks", () => findQualityChecks(ctx, paging)],
      ["a quality check", () => getQualityCheck(ctx, 1).catch(() => null)],
      ["quality checks' export", () => iterateQualityChecks(ctx, blank).next()],
      ["code applications", () => findCodeApplications(ctx, paging)],
      ["code applications' export", () => iterateCodeApplications(ctx, {}).next()],
      ["scans", () => findScans(ctx, paging)],
      ["scans' export", () => iterateScans(ctx, blank).next()],
      ["env readings", () => findEnvReadings(ctx, paging)],
      ["directives", () => findDirectives(ctx, paging)],
      ["a directive", () => getDirective(ctx, 1).catch(() => null)],
      ["shares", () => findShares(ctx, { ...paging, direction: "out" })],
      ["reusable content", () => findReusableContent(ctx, paging)],
    ];
    for (const [name, call] of calls) {
      const { statements } = await statementsDuring(call);
      expect(statements, name).toHaveLength(1);
      expect(statements[0], name).toMatch(/counted AS/);
    }
    // The review queue reads the channels' review plans first; its page is one statement.
    const queue = await statementsDuring(() => findReviewQueue(ctx, paging));
    expect(queue.statements.filter((sql) => sql.includes("counted AS"))).toHaveLength(1);
    expect(queue.statements.filter((sql) => sql.startsWith("prisma.content."))).toEqual([]);
  });

  it("counts per status for the tabs", async () => {
    const counts = await admin.content.countByStatus.query({ channelId: world.reviewed });
    const total = await prisma.content.count({ where: { channelId: world.reviewed } });
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(total);
  });
});

describe("the recycle bin", () => {
  it("does not restore content whose channel was deleted with it", async () => {
    const channel = await prisma.channel.findUniqueOrThrow({ where: { id: world.plain } });
    const gone = await prisma.channel.create({
      data: {
        siteId: world.siteId,
        name: "已删栏目",
        path: "wf-gone~1",
        modelId: channel.modelId,
        deletedAt: new Date(),
      },
    });
    const row = await contentIn(world, CONTENT_STATUS.recycled, "随栏目删除", gone.id);
    const error = await refused(admin.content.restore.mutate({ ids: [row.id] }));
    expect(error.message).toBe("「随栏目删除」所在的栏目已删除，不能还原");
    expect((await stateOf(row.id)).status).toBe(CONTENT_STATUS.recycled);
  });
});

describe("tag counts through content saves", () => {
  it("counts items per tag as they are saved, changed, binned and deleted for ever", async () => {
    const count = async (name: string) =>
      (await prisma.tag.findUnique({ where: { siteId_name: { siteId: world.siteId, name } } }))?.refCount ?? null;
    const { id } = await admin.content.create.mutate(article(world, { tags: ["春耕", "农技"] }));
    const other = await admin.content.create.mutate(article(world, { tags: ["春耕"] }));
    expect([await count("春耕"), await count("农技")]).toEqual([2, 1]);
    await admin.content.update.mutate({ id, data: article(world, { tags: ["农技", "防汛"] }) });
    expect([await count("春耕"), await count("农技"), await count("防汛")]).toEqual([1, 1, 1]);
    await admin.content.delete.mutate({ ids: [id, other.id] });
    expect(await count("农技")).toBe(1);
    await admin.content.purge.mutate({ ids: [id, other.id] });
    expect([await count("春耕"), await count("农技"), await count("防汛")]).toEqual([0, 0, 0]);
  });
});

describe("the origin's legacy paths", () => {
  it("saves the origin's form, answers get and the lists in its shapes", async () => {
    const saved = await legacy.call("/api/admin/content/save", {
      channelId: String(world.plain),
      title: "旧客户端发布",
      txt: "<p>正文<script>x</script></p>",
      tagStr: "旧标签,客户端",
      draft: "false",
      recommend: "false",
      recommendLevel: "1",
      topLevel: "0",
      topLevelDate: "",
      releaseDate: "2026-05-01 10:00:00",
      attr_source: "旧客户端",
      grade: "二级",
      picPaths: `${UPLOAD_A},${UPLOAD_B}`,
      picDescs: "甲,乙",
      attachmentPathss: "",
      attachmentPaths: UPLOAD_C,
      attachmentNames: "说明.pdf",
      channelIds: String(world.target),
    });
    expect(saved.code).toBe("200");
    const { id, status } = saved.body as { id: number; status: number };
    expect(status).toBe(2);
    const got = await legacy.call("/api/admin/content/get", { id: String(id) });
    expect(got.code).toBe("200");
    expect(got.body).toMatchObject({
      id,
      status: 2,
      tagStr: "旧标签,客户端",
      txt: "<p>正文</p>",
      releaseDate: "2026-05-01 10:00:00",
      attr_source: "旧客户端",
      attr_grade: "二级",
      recommendLevel: 0,
      pictures: [
        { url: UPLOAD_A, caption: "甲" },
        { url: UPLOAD_B, caption: "乙" },
      ],
      attachments: [{ name: "说明.pdf", path: UPLOAD_C }],
      referChannelIds: [world.target],
      // The same under the names the origin's edit page reads; no image is "" there (its image
      // pickers call indexOf on the value).
      picArr: [
        { picPaths: UPLOAD_A, picDescs: "甲" },
        { picPaths: UPLOAD_B, picDescs: "乙" },
      ],
      attachArr: [{ attachmentNames: "说明.pdf", attachmentPaths: UPLOAD_C }],
      channelIds: [world.target],
      topicIds: [],
      rewardFix: [],
      titleImg: "",
      contentImg: "",
      typeImg: "",
    });

    const page = await legacy.call("/api/admin/content/page", {
      channelId: String(world.plain),
      status: "2",
      title: "旧客户端",
      pageNo: "1",
      pageSize: "20",
    });
    expect(page.code).toBe("200");
    expect(page.totalCount).toBe(1);
    expect((page.body as { totalCount: number }).totalCount).toBe(1);

    const list = await legacy.call("/api/admin/content/list", {
      cid: String(world.plain),
      queryTitle: "旧客户端",
      queryStatus: "",
      queryTopLevel: "false",
      queryRecommend: "false",
      pageNo: "1",
      pageSize: "20",
    });
    expect(list.code).toBe("200");
    expect(list.body).toEqual([
      expect.objectContaining({ id, status: 2, title: "旧客户端发布", hasUpdateRight: true, hasDeleteRight: true }),
    ]);
  });

  it("refuses a return without opinion (201) and a refused transition (202), changing nothing", async () => {
    const row = await contentIn(world, CONTENT_STATUS.checking, "旧客户端退回");
    const noOpinion = await legacy.call("/api/admin/content/reject", { ids: String(row.id) });
    expect(noOpinion.code).toBe("201");
    const draft = await contentIn(world, CONTENT_STATUS.draft, "草稿不能退回");
    const wrong = await legacy.call("/api/admin/content/reject", { ids: `${row.id},${draft.id}`, opinion: "不行" });
    expect(wrong.code).toBe("202");
    expect(wrong.message).toContain("草稿不能退回");
    expect((await stateOf(row.id)).status).toBe(CONTENT_STATUS.checking);
    const ok = await legacy.call("/api/admin/content/reject", { ids: String(row.id), opinion: "补充材料" });
    expect(ok.code).toBe("200");
    const records = await legacy.call("/api/admin/content/record/list", { id: String(row.id) });
    expect(records.body).toEqual([
      expect.objectContaining({ operation: "reject", fromStatus: 1, toStatus: -1, opinion: "补充材料" }),
    ]);
  });

  it("answers the channel tree of the content list", async () => {
    const tree = await legacy.call("/api/admin/content/tree", { root: "", hasContent: "true" });
    expect(tree.code).toBe("200");
    expect(tree.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: world.plain, childCount: 0 })]));
  });
});

describe("stored rich text and links", () => {
  const HOSTILE_HTML = '<p onclick="alert(1)">简介</p><script>alert(1)</script><img src=x onerror=alert(1)>';

  /** A channel whose content model has a rich-text custom field `bio`. */
  async function richTextChannel(): Promise<{ channelId: number; modelId: number }> {
    const { modelId: channelModelId } = await prisma.channel.findUniqueOrThrow({ where: { id: world.plain } });
    const model = await prisma.cmsModel.create({
      data: {
        name: "人物介绍",
        kind: "content",
        path: "wf-people",
        items: {
          create: [
            { field: "title", label: "标题", dataType: "text", isCustom: false, required: true },
            { field: "bio", label: "简介", dataType: "richtext" },
          ],
        },
      },
    });
    const channel = await prisma.channel.create({
      data: {
        siteId: world.siteId,
        name: "人物",
        path: "wf-people",
        modelId: channelModelId,
        contentModels: { create: [{ modelId: model.id }] },
      },
    });
    return { channelId: channel.id, modelId: model.id };
  }

  it("sanitises rich-text custom fields on the way in, on both APIs", async () => {
    const { channelId, modelId } = await richTextChannel();
    const saved = await admin.content.create.mutate(
      article(world, { channelId, modelId, attrs: { bio: HOSTILE_HTML } }),
    );
    expect((await admin.content.get.query({ id: saved.id })).attrs).toEqual({ bio: "<p>简介</p><img src>" });
    const form = await legacy.call("/api/admin/content/save", {
      channelId: String(channelId),
      modelId: String(modelId),
      title: "旧客户端人物",
      txt: "<p>正文</p>",
      attr_bio: HOSTILE_HTML,
    });
    expect(form.code, form.message).toBe("200");
    const got = await legacy.call("/api/admin/content/get", { id: String((form.body as { id: number }).id) });
    expect((got.body as { attr_bio: string }).attr_bio).toBe("<p>简介</p><img src>");
  });

  it("refuses links that are neither http(s) nor an upload, on both APIs, writing nothing", async () => {
    const before = await prisma.content.count();
    for (const value of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>x</script>",
      "//evil.example/x",
    ]) {
      for (const overrides of [
        { attachments: [{ name: "说明.pdf", path: value }] },
        { pictures: [{ url: value, caption: "图" }] },
        { titleImg: value },
      ]) {
        const answer = await refused(admin.content.create.mutate(article(world, overrides)));
        expect(answer.message, `${value} ${JSON.stringify(overrides)}`).toMatch(/上传文件|http/);
      }
      for (const field of [
        { attachmentPaths: value, attachmentNames: "说明.pdf" } as Record<string, string>,
        { picPaths: value, picDescs: "图" },
        { titleImg: value },
      ]) {
        const form = await legacy.call("/api/admin/content/save", {
          channelId: String(world.plain),
          title: "链接",
          txt: "<p>正文</p>",
          attr_source: "旧客户端",
          ...field,
        });
        expect(form.code, `${value} ${JSON.stringify(field)}`).not.toBe("200");
        expect(form.message).toMatch(/上传文件|http/);
      }
    }
    expect(await prisma.content.count()).toBe(before);
    // http(s) addresses and uploads are taken.
    const taken = await admin.content.create.mutate(
      article(world, {
        titleImg: UPLOAD_A,
        pictures: [{ url: "https://img.example.cn/a.jpg", caption: null }],
        attachments: [{ name: "说明.pdf", path: UPLOAD_C }],
      }),
    );
    expect((await admin.content.get.query({ id: taken.id })).titleImg).toBe(UPLOAD_A);
  });
});
