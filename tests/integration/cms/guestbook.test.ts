import type { ApiClient } from "@suyuan/api/client";
import { postGuestbook } from "@suyuan/api/services/audience/guestbook";
import { formatDateTime } from "@suyuan/api/services/export/export-formats";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// The guestbook (留言板): categories on the kit (guestbook_ctg/*), posts reviewed and answered by
// an administrator (guestbook/*), with the origin's parameter names and answer fields.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
});

describe("guestbook", () => {
  it("keeps categories per site, unique by name, and keeps a category with posts", async () => {
    const saved = await legacy.call("/api/admin/guestbook_ctg/save", {
      name: "咨询",
      priority: "1",
      description: "业务咨询",
    });
    expect(saved.code).toBe("200");
    const ctgId = (saved.body as { id: number }).id;
    expect((await legacy.call("/api/admin/guestbook_ctg/save", { name: "咨询" })).code).not.toBe("200");
    const got = await legacy.call("/api/admin/guestbook_ctg/get", { id: String(ctgId) });
    expect(got.body).toMatchObject({ id: ctgId, name: "咨询", priority: 1, description: "业务咨询" });
    const updated = await legacy.call("/api/admin/guestbook_ctg/update", {
      id: String(ctgId),
      name: "业务咨询",
      priority: "2",
    });
    expect(updated.code).toBe("200");

    await postGuestbook({ siteId, ctgId, content: "请问何时开放？", ip: "203.0.113.20" });
    const kept = await legacy.call("/api/admin/guestbook_ctg/delete", { ids: String(ctgId) });
    expect(kept.code).not.toBe("200");
    expect(await prisma.cmsGuestbookCtg.count({ where: { id: ctgId } })).toBe(1);

    const other = await secondSiteAdmin(server().url, "留言他站");
    expect((await other.guestbookCtg.find.query({ pageSize: 100 })).items.map((row) => row.name)).not.toContain(
      "业务咨询",
    );
  });

  it("answers a visitor's post, checks it and flags it, with the origin's names", async () => {
    await prisma.cmsSensitivity.upsert({
      where: { search: "傻瓜" },
      create: { search: "傻瓜", replacement: "**" },
      update: { replacement: "**" },
    });
    const ctgId = (await admin.guestbookCtg.create.mutate({ name: "投诉", priority: 10, description: null })).id;
    const post = await postGuestbook({
      siteId,
      ctgId,
      title: "快递太慢",
      content: "客服像个傻瓜",
      phone: "13800000000",
      ip: "203.0.113.21",
    });
    expect(post.checked).toBe(0);

    const list = await legacy.call("/api/admin/guestbook/list", { queryCtgId: String(ctgId), queryChecked: "0" });
    expect(list.code).toBe("200");
    expect(list.totalCount).toBe(1);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: post.id,
        content: "客服像个**",
        ctgName: "投诉",
        ctgId,
        phone: "13800000000",
        replayTime: "",
      }),
    ]);

    const replied = await legacy.call("/api/admin/guestbook/update", {
      id: String(post.id),
      ctgId: String(ctgId),
      reply: "已转交快递公司处理",
      oldreply: "",
    });
    expect(replied).toMatchObject({ code: "200", body: { id: post.id } });
    const got = await legacy.call("/api/admin/guestbook/get", { id: String(post.id) });
    expect(got.body).toMatchObject({
      reply: "已转交快递公司处理",
      adminUsername: TEST_ADMIN.username,
      content: "客服像个**",
    });
    expect((got.body as { replayTime: string }).replayTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Every key of the origin's post, alike from the list and get; times as the origin writes them.
    const stored = await prisma.cmsGuestbook.findUniqueOrThrow({ where: { id: post.id } });
    const full = {
      id: post.id,
      createTime: formatDateTime(stored.createdAt),
      replayTime: formatDateTime(stored.replyTime!),
      recommend: false,
      checked: 0,
      memberUsername: "",
      memberId: null,
      adminUsername: TEST_ADMIN.username,
      adminId: stored.adminId,
      ip: "203.0.113.21",
      ctgName: "投诉",
      ctgId,
      title: "快递太慢",
      content: "客服像个**",
      reply: "已转交快递公司处理",
      email: "",
      phone: "13800000000",
      qq: "",
    };
    expect(got.body).toEqual(full);
    expect((await legacy.call("/api/admin/guestbook/list", { queryCtgId: String(ctgId) })).body).toEqual([full]);

    expect((await legacy.call("/api/admin/guestbook/check", { ids: String(post.id), isCheck: "1" })).code).toBe("200");
    expect(
      (await legacy.call("/api/admin/guestbook/recommend", { id: String(post.id), isRecommend: "true" })).code,
    ).toBe("200");
    expect(await admin.guestbook.get.query({ id: post.id })).toMatchObject({ checked: 1, recommend: true });
    await admin.guestbook.reply.mutate({ id: post.id, reply: "问题已解决" });
    expect((await admin.guestbook.get.query({ id: post.id })).reply).toBe("问题已解决");
    const logged = await prisma.operationLog.findMany({
      where: { resource: "guestbook" },
      select: { operation: true },
    });
    expect(logged.map((row) => row.operation)).toEqual(
      expect.arrayContaining(["update", "check", "recommend", "reply"]),
    );

    // An administrator's own post; another site's posts are out of reach.
    const saved = await legacy.call("/api/admin/guestbook/save", { ctgId: String(ctgId), content: "电话回访记录" });
    expect(saved.code).toBe("200");
    expect(typeof (saved.body as { id: unknown }).id).toBe("number");
    const other = await secondSiteAdmin(server().url, "留言他站二");
    expect((await refused(other.guestbook.get.query({ id: post.id }))).data.appCode).toBe("NOT_FOUND");
    expect(
      (await legacy.call("/api/admin/guestbook/delete", { ids: `${post.id},${(saved.body as { id: number }).id}` }))
        .code,
    ).toBe("200");
    expect(await prisma.cmsGuestbook.count({ where: { ctgId } })).toBe(0);
  });
});
