import type { ApiClient } from "@suyuan/api/client";
import { overrideMemberSettings } from "@suyuan/api/services/member/member-settings";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { openPublicSite, type PublicSiteBed } from "../../support/public-site-fixtures.ts";
import { noticeOf, PublicVisitor } from "../../support/public-visitor.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Site messages (站内信) between administrators and members of the public sites: the origin's
// message/* paths moving messages between inbox, sent, drafts and bin, and a member reading and
// answering in the member centre.

const server = useTestServer({ TRUST_PROXY: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
let base: string;
let newVisitor: PublicSiteBed["visitor"];
let groupId: number;
const MEMBER = { username: "13600136001", password: "Member@2026" };
const OTHER = { username: "13600136002", password: "Member@2026" };

type Item = {
  id: number;
  msgTitle: string;
  msgContent: string;
  msgStatus: boolean;
  msgBox: number;
  msgReceiverUserName: string;
  msgSendUserUserName: string;
  sendTime: string;
};

async function box(box: number, extra: Record<string, string> = {}) {
  const answer = await legacy.call("/api/admin/message/list", { box: String(box), pageSize: "50", ...extra });
  expect(answer.code).toBe("200");
  return { items: answer.body as Item[], total: answer.totalCount };
}

beforeAll(async () => {
  ({ admin, legacy, base, visitor: newVisitor } = await openPublicSite(() => server().url, "msgtest"));
  groupId = (await admin.memberGroup.create.mutate({ name: "站内信会员组", priority: 1, needCaptcha: false })).id;
  for (const member of [MEMBER, OTHER])
    expect(
      (
        await legacy.call("/api/admin/member/save", {
          ...member,
          groupId: String(groupId),
          mobile: member.username,
          status: "active",
        })
      ).code,
    ).toBe("200");
});

describe("site messages", () => {
  it("moves a message between the boxes: send, read, trash, revert, empty", async () => {
    const sent = await legacy.call("/api/admin/message/send", {
      msgTitle: "会员活动通知",
      msgContent: "周六上午九点\n在村委会集合",
      username: MEMBER.username,
    });
    expect(sent.code).toBe("200");

    // The sender's copy in sent, the recipient's in their inbox (unread).
    const outbox = await box(1, { title: "活动通知" });
    expect(outbox.total).toBe(1);
    const sentItem = outbox.items[0]!;
    expect(sentItem).toMatchObject({
      msgTitle: "会员活动通知",
      msgBox: 1,
      msgStatus: false,
      msgReceiverUserName: MEMBER.username,
      msgSendUserUserName: TEST_ADMIN.username,
    });
    expect(sentItem.sendTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const memberId = (await prisma.member.findUniqueOrThrow({ where: { username: MEMBER.username } })).id;
    const inboxRow = await prisma.cmsReceiverMessage.findFirstOrThrow({ where: { receiverMemberId: memberId } });
    expect(inboxRow).toMatchObject({ box: 0, read: false, messageId: sentItem.id });
    // Every key of the origin's message, as the list writes it; the tRPC answer pages it too.
    const adminId = (await admin.auth.getMe.query()).user.id;
    const full = {
      id: sentItem.id,
      msgTitle: "会员活动通知",
      msgContent: "周六上午九点\n在村委会集合",
      sendTime: sentItem.sendTime,
      msgStatus: false,
      msgBox: 1,
      msgReceiverUserName: MEMBER.username,
      msgReceiverId: memberId,
      msgReceiverKind: "member",
      msgSendUserUserName: TEST_ADMIN.username,
      msgSendUserId: adminId,
      msgSendUserKind: "admin",
    };
    expect(sentItem).toEqual(full);
    expect(await admin.message.list.query({ box: 1, title: "活动通知", page: 1, pageSize: 20 })).toEqual({
      items: [full],
      total: 1,
      page: 1,
      pageSize: 20,
      totalCapped: false,
    });
    // A title search takes % literally.
    expect((await box(1, { title: "活动%" })).total).toBe(0);
    // The administrator's own inbox does not hold it.
    expect((await box(0)).items.map((item) => item.msgTitle)).not.toContain("会员活动通知");

    // Sending to oneself alone is the origin's 363; no recipient at all is 202.
    expect(
      (await legacy.call("/api/admin/message/send", { msgTitle: "自己", username: TEST_ADMIN.username })).code,
    ).toBe("363");
    expect((await legacy.call("/api/admin/message/send", { msgTitle: "无人" })).code).toBe("202");
    expect((await legacy.call("/api/admin/message/send", { msgTitle: "无人", username: "nobody-here" })).code).toBe(
      "206",
    );

    // The sender puts it in the bin: gone from sent, in the bin; revert brings it back.
    expect((await legacy.call("/api/admin/message/trash", { ids: String(sentItem.id) })).code).toBe("200");
    expect((await box(1, { title: "活动通知" })).total).toBe(0);
    const bin = await box(3);
    const binned = bin.items.find((item) => item.msgTitle === "会员活动通知")!;
    expect(binned).toMatchObject({ msgBox: 3 });
    // The member's own copy stays in their inbox whatever the sender does.
    expect((await prisma.cmsReceiverMessage.findUniqueOrThrow({ where: { id: inboxRow.id } })).box).toBe(0);
    expect((await legacy.call("/api/admin/message/revert", { ids: String(binned.id) })).code).toBe("200");
    expect((await box(1, { title: "活动通知" })).items.map((item) => item.id)).toEqual([sentItem.id]);
    expect((await box(3)).items.map((item) => item.msgTitle)).not.toContain("会员活动通知");

    // Binned again and emptied: the sender's copy is deleted, the member's stays.
    await legacy.call("/api/admin/message/trash", { ids: String(sentItem.id) });
    const again = (await box(3)).items.find((item) => item.msgTitle === "会员活动通知")!;
    expect((await legacy.call("/api/admin/message/empty", { ids: String(again.id) })).code).toBe("200");
    expect(await prisma.cmsMessage.count({ where: { id: sentItem.id } })).toBe(0);
    expect((await box(3)).items.map((item) => item.msgTitle)).not.toContain("会员活动通知");
    expect(await prisma.cmsReceiverMessage.findUniqueOrThrow({ where: { id: inboxRow.id } })).toMatchObject({
      box: 0,
      messageId: null,
    });
  });

  it("keeps drafts until they are sent, and sends to a member group", async () => {
    const saved = await legacy.call("/api/admin/message/save", {
      username: OTHER.username,
      msgTitle: "草稿标题",
      msgContent: "草稿内容",
    });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    expect((await box(2)).items.map((item) => item.id)).toContain(id);
    const otherId = (await prisma.member.findUniqueOrThrow({ where: { username: OTHER.username } })).id;
    // Not delivered yet.
    expect(await prisma.cmsReceiverMessage.count({ where: { receiverMemberId: otherId, box: 0 } })).toBe(0);
    expect(
      (await legacy.call("/api/admin/message/update", { id: String(id), msgTitle: "改过的草稿", msgContent: "新内容" }))
        .code,
    ).toBe("200");
    expect((await legacy.call("/api/admin/message/get", { id: String(id) })).body).toMatchObject({
      id,
      msgTitle: "改过的草稿",
      msgContent: "新内容",
      msgBox: 2,
      sendTime: "",
    });
    expect((await legacy.call("/api/admin/message/tosend", { id: String(id) })).code).toBe("200");
    expect((await box(2)).items.map((item) => item.id)).not.toContain(id);
    expect((await box(1)).items.map((item) => item.id)).toContain(id);
    expect(
      await prisma.cmsReceiverMessage.findFirstOrThrow({ where: { receiverMemberId: otherId, messageId: id } }),
    ).toMatchObject({ box: 0, title: "改过的草稿", content: "新内容" });
    // A sent message is no draft: it cannot be edited or sent again.
    expect((await legacy.call("/api/admin/message/update", { id: String(id), msgTitle: "再改" })).code).toBe("206");

    // The whole group, one copy each.
    const group = await admin.message.send.mutate({ msgTitle: "群发通知", msgContent: "全体会员", groupId });
    expect(group.count).toBe(2);
    expect(await prisma.cmsReceiverMessage.count({ where: { title: "群发通知", box: 0 } })).toBe(2);
  });

  it("lets a member read and answer in the member centre; the answer reaches the administrator's inbox", async () => {
    await admin.message.send.mutate({
      msgTitle: "请确认收货地址",
      msgContent: "<b>地址</b>",
      username: MEMBER.username,
    });
    const visitor = newVisitor("198.51.100.60");
    const login = await visitor.get(`${base}member/login.html`);
    const signedIn = await visitor.post(`${base}member/login.html`, {
      csrf: PublicVisitor.token(login.html),
      mobile: MEMBER.username,
      password: MEMBER.password,
    });
    expect(signedIn.status).toBe(303);
    const centre = await visitor.get(`${base}member/`);
    expect(centre.html).toContain("我的消息");
    const link = /href="[^"]*member\/message\.html\?id=(\d+)">请确认收货地址</.exec(centre.html);
    expect(link).not.toBeNull();
    const id = Number(link![1]);
    const page = await visitor.get(`${base}member/message.html?id=${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("&lt;b&gt;地址&lt;/b&gt;");
    expect((await prisma.cmsReceiverMessage.findUniqueOrThrow({ where: { id } })).read).toBe(true);
    // The administrator's sent copy shows it was read.
    const sentCopy = (await box(1, { title: "收货地址" })).items[0]!;
    expect(sentCopy.msgStatus).toBe(true);

    // Another member cannot open it.
    const stranger = newVisitor("198.51.100.61");
    const strangerLogin = await stranger.get(`${base}member/login.html`);
    await stranger.post(`${base}member/login.html`, {
      csrf: PublicVisitor.token(strangerLogin.html),
      mobile: OTHER.username,
      password: OTHER.password,
    });
    expect((await stranger.get(`${base}member/message.html?id=${id}`)).status).toBe(404);

    // A reply without the page's token is refused; with it, it reaches the administrator.
    const forged = await visitor.post(`${base}member/message/reply`, {
      csrf: "x".repeat(43),
      id: String(id),
      content: "伪造",
    });
    expect(noticeOf(forged.location)).toBe("public.csrf");
    const replied = await visitor.post(`${base}member/message/reply`, {
      csrf: PublicVisitor.token(page.html),
      id: String(id),
      content: "地址是村口第三家",
    });
    expect(noticeOf(replied.location)).toBe("public.messageSent");
    const inbox = await box(0, { title: "收货地址" });
    expect(inbox.items).toEqual([
      expect.objectContaining({
        msgTitle: "回复：请确认收货地址",
        msgContent: "地址是村口第三家",
        msgSendUserUserName: MEMBER.username,
        msgReceiverUserName: TEST_ADMIN.username,
        msgStatus: false,
      }),
    ]);
    const unread = await box(0, { status: "false", title: "收货地址" });
    expect(unread.total).toBe(1);
    const read = await legacy.call("/api/admin/message/read", { id: String(inbox.items[0]!.id), msgBox: "0" });
    expect(read.body).toMatchObject({ msgStatus: true });
    expect((await box(0, { status: "false", title: "收货地址" })).total).toBe(0);
    // The inbox message moves to the bin and back to the inbox.
    expect((await legacy.call("/api/admin/message/trash", { ids: String(inbox.items[0]!.id) })).code).toBe("200");
    expect((await box(0, { title: "收货地址" })).total).toBe(0);
    expect((await box(3)).items.map((item) => item.id)).toContain(inbox.items[0]!.id);
    await legacy.call("/api/admin/message/revert", { ids: String(inbox.items[0]!.id) });
    expect((await box(0, { title: "收货地址" })).total).toBe(1);
  });
  it("lets a member write to an administrator from the member centre; message/unread counts it on both APIs", async () => {
    expect(
      (await legacy.call("/api/admin/sensitivity/save", { search: "骗子", replacement: "**" })).code,
      "sensitive word",
    ).toBe("200");
    // This test posts several times from one address: the CAPTCHA after N posts has tests of its own.
    overrideMemberSettings({ captchaAfterPosts: 1000 });
    const unreadBefore = (await legacy.call("/api/admin/message/unread", {})).body as { count: number };
    expect(Object.keys(unreadBefore)).toEqual(["count"]);
    expect(Number.isInteger(unreadBefore.count)).toBe(true);
    expect(await admin.message.unread.query()).toEqual(unreadBefore);

    const visitor = newVisitor("198.51.100.62");
    const login = await visitor.get(`${base}member/login.html`);
    await visitor.post(`${base}member/login.html`, {
      csrf: PublicVisitor.token(login.html),
      mobile: OTHER.username,
      password: OTHER.password,
    });
    const centre = await visitor.get(`${base}member/`);
    expect(centre.html).toContain(`action="${base}member/message/send"`);
    const csrf = PublicVisitor.token(centre.html);

    const forged = await visitor.post(`${base}member/message/send`, {
      csrf: "x".repeat(43),
      username: TEST_ADMIN.username,
      title: "伪造",
      content: "伪造",
    });
    expect(noticeOf(forged.location)).toBe("public.csrf");
    const unknown = await visitor.post(`${base}member/message/send`, {
      csrf,
      username: "no-such-admin",
      title: "咨询",
      content: "你好",
    });
    expect(noticeOf(unknown.location)).toBe("message.adminUnknown");
    // A member is no administrator: members are not written to from here.
    const toMember = await visitor.post(`${base}member/message/send`, {
      csrf,
      username: MEMBER.username,
      title: "咨询",
      content: "你好",
    });
    expect(noticeOf(toMember.location)).toBe("message.adminUnknown");
    const empty = await visitor.post(`${base}member/message/send`, {
      csrf,
      username: TEST_ADMIN.username,
      title: "咨询",
      content: " ",
    });
    expect(noticeOf(empty.location)).toBe("validation.required");
    expect(await prisma.cmsMessage.count({ where: { title: { in: ["伪造", "咨询"] } } })).toBe(0);

    const sent = await visitor.post(`${base}member/message/send`, {
      csrf,
      username: TEST_ADMIN.username,
      title: "咨询茶园参观",
      content: "有骗子冒充你们，周末可以参观吗？",
    });
    expect(sent.status).toBe(303);
    expect(noticeOf(sent.location)).toBe("public.messageSent");
    const inbox = await box(0, { title: "茶园参观" });
    expect(inbox.items).toEqual([
      expect.objectContaining({
        msgTitle: "咨询茶园参观",
        msgContent: "有**冒充你们，周末可以参观吗？",
        msgSendUserUserName: OTHER.username,
        msgReceiverUserName: TEST_ADMIN.username,
        msgStatus: false,
      }),
    ]);
    const unread = (await legacy.call("/api/admin/message/unread", {})).body as { count: number };
    expect(unread.count).toBe(unreadBefore.count + 1);
    expect(await admin.message.unread.query()).toEqual(unread);
    await legacy.call("/api/admin/message/read", { id: String(inbox.items[0]!.id), msgBox: "0" });
    expect(((await legacy.call("/api/admin/message/unread", {})).body as { count: number }).count).toBe(
      unreadBefore.count,
    );
    // Another site's unread messages are not counted.
    await prisma.cmsReceiverMessage.update({ where: { id: inbox.items[0]!.id }, data: { read: false } });
    const elsewhere = await prisma.site.create({ data: { name: "未读他站", domain: "unread-elsewhere.example" } });
    await prisma.cmsReceiverMessage.update({ where: { id: inbox.items[0]!.id }, data: { siteId: elsewhere.id } });
    expect((await admin.message.unread.query()).count).toBe(unreadBefore.count);
    overrideMemberSettings({});
  });
});
