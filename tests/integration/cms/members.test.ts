import type { ApiClient } from "@suyuan/api/client";
import { overrideMemberSettings } from "@suyuan/api/services/member/member-settings";
import { storeCaptcha } from "@suyuan/api/services/public-site/public-write-guard";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { channelOf, openPublicSite, passedArticle, type PublicSiteBed } from "../../support/public-site-fixtures.ts";
import { noticeOf, PublicVisitor } from "../../support/public-visitor.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Members of the public sites: the origin's member/* and group/* paths, and a visitor's way
// through the public forms (register, sign in and out, comment, guestbook) with their abuse
// controls (CSRF token, CAPTCHA after N posts an hour, limits counted in the database).

const server = useTestServer({ TRUST_PROXY: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let base: string;
let newVisitor: PublicSiteBed["visitor"];
let reviewedPath: string;
let openPath: string;
let restrictedPath: string;
let groupId: number;
let reviewedArticle: number;

const channel = (name: string, path: string, settings: Parameters<typeof channelOf>[3]) =>
  channelOf(siteId, name, path, settings);
const article = (channelId: number, title: string) => passedArticle(siteId, channelId, title);

beforeAll(async () => {
  ({ admin, legacy, siteId, base, visitor: newVisitor } = await openPublicSite(() => server().url, "mbtest"));
  const reviewed = await channel("会员评论需审核", "mb-reviewed", { commentControl: 0, commentCheck: true });
  const open = await channel("会员评论免审核", "mb-open", { commentControl: 0, commentCheck: false });
  const members = await channel("会员专区", "mb-members", { commentControl: 0, commentCheck: false });
  reviewedArticle = (await article(reviewed.id, "需审核的文章")).id;
  reviewedPath = `mb-reviewed/${reviewedArticle}.html`;
  openPath = `mb-open/${(await article(open.id, "免审核的文章")).id}.html`;
  restrictedPath = `mb-members/${(await article(members.id, "会员专享")).id}.html`;
  const saved = await legacy.call("/api/admin/group/save", {
    name: "测试会员组",
    priority: "1",
    allowMaxFile: "0",
    allowPerDay: "0",
    allowFileSize: "1024",
    allowFileTotal: "10",
    needCaptcha: "false",
    needCheck: "false",
    regDef: "true",
  });
  expect(saved.code).toBe("200");
  groupId = Number((saved.body as { id: number | string }).id);
  await prisma.channelMemberGroup.create({ data: { channelId: members.id, groupId, kind: "view" } });
  await prisma.cmsGuestbookCtg.create({ data: { siteId, name: "咨询", priority: 1 } });
});

afterAll(() => overrideMemberSettings({}));

describe("member groups and members on the origin's paths", () => {
  it("lists, reorders and makes one group the registration default", async () => {
    const other = await legacy.call("/api/admin/group/save", {
      name: "另一组",
      priority: "5",
      allowMaxFile: "0",
      allowPerDay: "0",
      allowFileSize: "1024",
      allowFileTotal: "10",
      regDef: "true",
    });
    const otherId = Number((other.body as { id: number }).id);
    const list = await legacy.call("/api/admin/group/list");
    expect(list.code).toBe("200");
    expect(JSON.stringify(list.body)).toContain("测试会员组");
    const ordered = await legacy.call("/api/admin/group/priority", {
      ids: `${groupId},${otherId}`,
      priorities: "1,2",
      regDefId: String(groupId),
    });
    expect(ordered.code).toBe("200");
    const groups = await prisma.memberGroup.findMany({ where: { id: { in: [groupId, otherId] } } });
    expect(groups.find((group) => group.id === groupId)!.regDef).toBe(true);
    expect(groups.find((group) => group.id === otherId)!.regDef).toBe(false);
    // Lengths differ: refused, nothing changed.
    expect(
      (await legacy.call("/api/admin/group/priority", { ids: `${groupId},${otherId}`, priorities: "3" })).code,
    ).not.toBe("200");
    expect((await legacy.call("/api/admin/group/delete", { ids: String(otherId) })).code).toBe("200");
  });

  it("saves a member with a hashed password, checks names, masks the mobile number and approves", async () => {
    const free = await legacy.call("/api/admin/member/check_name", { username: "13900001111" });
    expect(free, JSON.stringify(free)).toMatchObject({ code: "200", body: { result: true } });
    const saved = await legacy.call("/api/admin/member/save", {
      username: "13900001111",
      password: "Member@2026",
      groupId: String(groupId),
      mobile: "13900001111",
      status: "pending",
    });
    expect(saved.code).toBe("200");
    const id = Number((saved.body as { id: number }).id);
    const row = await prisma.member.findUniqueOrThrow({ where: { id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await legacy.call("/api/admin/member/check_name", { username: "13900001111" })).body).toEqual({
      result: false,
    });
    // The same username again: the origin's 305.
    expect(
      (
        await legacy.call("/api/admin/member/save", {
          username: "13900001111",
          password: "Member@2026",
          groupId: String(groupId),
        })
      ).code,
    ).toBe("305");
    const list = await legacy.call("/api/admin/member/list", { queryUsername: "1390000" });
    expect(list.code).toBe("200");
    // The origin's field names beside the product's.
    expect((list.body as Record<string, unknown>[])[0]).toMatchObject({
      groupName: "测试会员组",
      disabled: false,
      lastLoginTime: "",
      lastLoginIp: "",
      registerTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) as string,
    });
    const text = JSON.stringify(list.body);
    expect(text).toContain("139****1111");
    expect(text).not.toContain("13900001111");
    expect(text).not.toContain("argon2");
    expect((await legacy.call("/api/admin/member/check", { ids: String(id) })).code).toBe("200");
    expect((await prisma.member.findUniqueOrThrow({ where: { id } })).status).toBe("active");
    expect((await legacy.call("/api/admin/member/getField")).body).toEqual([]);
    expect((await legacy.call("/api/admin/member/delete", { ids: String(id) })).code).toBe("200");
    expect(await prisma.member.count({ where: { id } })).toBe(0);
  });
});

describe("a visitor on the public site", () => {
  it("registers with a mobile number, signs out, signs in again and sees the members-only article", async () => {
    const visitor = newVisitor("198.51.100.10");
    expect((await visitor.get(`${base}${restrictedPath}`)).status).toBe(403);
    const form = await visitor.get(`${base}member/register.html`);
    expect(form.status).toBe(200);
    // A username that is no mobile number is refused.
    const wrong = await visitor.post(`${base}member/register.html`, {
      csrf: PublicVisitor.token(form.html),
      mobile: "zhangsan",
      password: "Visitor@2026",
      repeat: "Visitor@2026",
    });
    expect(noticeOf(wrong.location)).toBe("public.mobileUsername");
    const registered = await visitor.post(`${base}member/register.html`, {
      csrf: PublicVisitor.token(form.html),
      mobile: "13711112222",
      password: "Visitor@2026",
      repeat: "Visitor@2026",
    });
    expect(registered.status).toBe(303);
    expect(noticeOf(registered.location)).toBe("public.registered");
    const member = await prisma.member.findUniqueOrThrow({ where: { username: "13711112222" } });
    expect(member.groupId).toBe(groupId);
    expect(await prisma.memberSession.count({ where: { memberId: member.id } })).toBe(1);
    // The member session is no admin session.
    expect(await prisma.session.count({ where: { ip: "198.51.100.10" } })).toBe(0);
    const centre = await visitor.get(`${base}member/`);
    expect(centre.html).toContain("会员中心");
    expect((await visitor.get(`${base}${restrictedPath}`)).status).toBe(200);

    const out = await visitor.post(`${base}member/logout`, { csrf: PublicVisitor.token(centre.html) });
    expect(out.status).toBe(303);
    expect(await prisma.memberSession.count({ where: { memberId: member.id } })).toBe(0);
    expect((await visitor.get(`${base}member/`)).location).toContain("member/login.html");
    expect((await visitor.get(`${base}${restrictedPath}`)).status).toBe(403);

    // The third write from this IP in the hour; the fourth needs the CAPTCHA (solved here with a
    // challenge of known answer).
    const login = await visitor.get(`${base}member/login.html`);
    const refused = await visitor.post(`${base}member/login.html`, {
      csrf: PublicVisitor.token(login.html),
      mobile: "13711112222",
      password: "Wrong@2026",
      captchaId: await storeCaptcha("ab12"),
      captcha: "ab12",
    });
    expect(noticeOf(refused.location)).toBe("public.wrongCredentials");
    const signedIn = await visitor.post(`${base}member/login.html`, {
      csrf: PublicVisitor.token(login.html),
      mobile: "13711112222",
      password: "Visitor@2026",
      next: restrictedPath,
      captchaId: await storeCaptcha("cd34"),
      captcha: "cd34",
    });
    expect(signedIn.location).toBe(`${base}${restrictedPath}`);
    expect((await visitor.get(`${base}${restrictedPath}`)).status).toBe(200);
  });

  it("refuses a form posted without the visitor's CSRF token", async () => {
    const visitor = newVisitor("198.51.100.20");
    const page = await visitor.get(`${base}${openPath}`);
    expect(page.html).toContain('id="comment-form"');
    const before = await prisma.cmsComment.count();
    const forged = await visitor.post(`${base}comment`, {
      contentId: openPath.split("/")[1]!.replace(".html", ""),
      back: openPath,
      text: "伪造的评论",
      csrf: "a".repeat(43),
    });
    expect(noticeOf(forged.location)).toBe("public.csrf");
    // Another visitor's token does not pass either (it must be this visitor's own cookie's).
    const stranger = newVisitor("198.51.100.21");
    const strangerPage = await stranger.get(`${base}${openPath}`);
    const crossed = await visitor.post(`${base}comment`, {
      contentId: openPath.split("/")[1]!.replace(".html", ""),
      back: openPath,
      text: "伪造的评论",
      csrf: PublicVisitor.token(strangerPage.html),
    });
    expect(noticeOf(crossed.location)).toBe("public.csrf");
    expect(await prisma.cmsComment.count()).toBe(before);
  });

  it("posts a guest comment that stays invisible until an administrator passes it, escaped and with its words replaced", async () => {
    await prisma.cmsSensitivity.upsert({
      where: { search: "坏蛋" },
      create: { search: "坏蛋", replacement: "**" },
      update: {},
    });
    const visitor = newVisitor("198.51.100.30");
    const page = await visitor.get(`${base}${reviewedPath}`);
    const posted = await visitor.post(`${base}comment`, {
      csrf: PublicVisitor.token(page.html),
      contentId: String(reviewedArticle),
      back: reviewedPath,
      text: "<b>好文章</b> 坏蛋",
    });
    expect(posted.status).toBe(303);
    expect(noticeOf(posted.location)).toBe("public.commentWaiting");
    const row = await prisma.cmsComment.findFirstOrThrow({ where: { contentId: reviewedArticle } });
    expect(row.checked).toBe(0);
    expect(row.text).toBe("<b>好文章</b> **");
    expect((await visitor.get(`${base}${reviewedPath}`)).html).not.toContain("好文章");
    expect((await legacy.call("/api/admin/comment/check", { ids: String(row.id), isCheck: "1" })).code).toBe("200");
    const shown = (await visitor.get(`${base}${reviewedPath}`)).html;
    expect(shown).toContain("&lt;b&gt;好文章&lt;/b&gt; **");
    expect(shown).not.toContain("<b>好文章</b>");
    // A reply through the page's own link: ?reply=<id> puts the parent into the form.
    const replying = await visitor.get(`${base}${reviewedPath}?reply=${row.id}`);
    expect(replying.html).toContain(`name="parentId" value="${row.id}"`);
  });

  it("asks for the CAPTCHA after N posts from one IP in the hour, and accepts a solved one", async () => {
    overrideMemberSettings({ captchaAfterPosts: 2 });
    const visitor = newVisitor("198.51.100.40");
    const contentId = openPath.split("/")[1]!.replace(".html", "");
    for (const text of ["第一条", "第二条"]) {
      const page = await visitor.get(`${base}${openPath}`);
      expect(page.html).not.toContain('name="captcha"');
      const posted = await visitor.post(`${base}comment`, {
        csrf: PublicVisitor.token(page.html),
        contentId,
        back: openPath,
        text,
      });
      expect(noticeOf(posted.location)).toBe("public.commentPassed");
    }
    const page = await visitor.get(`${base}${openPath}`);
    expect(page.html).toContain('name="captcha"');
    expect(page.html).toContain("<svg");
    const csrf = PublicVisitor.token(page.html);
    const unsolved = await visitor.post(`${base}comment`, { csrf, contentId, back: openPath, text: "第三条" });
    expect(noticeOf(unsolved.location)).toBe("public.captcha");
    // The answer is kept hashed in the database, not in the process.
    const stored = await prisma.publicCaptcha.findFirstOrThrow({ orderBy: { expiresAt: "desc" } });
    expect(stored.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const challenge = await storeCaptcha("k7Pz");
    const solved = await visitor.post(`${base}comment`, {
      csrf,
      contentId,
      back: openPath,
      text: "第三条",
      captchaId: challenge,
      captcha: "K7PZ",
    });
    expect(noticeOf(solved.location)).toBe("public.commentPassed");
    // Used once.
    const again = await visitor.post(`${base}comment`, {
      csrf,
      contentId,
      back: openPath,
      text: "第四条",
      captchaId: challenge,
      captcha: "k7pz",
    });
    expect(noticeOf(again.location)).toBe("public.captcha");
    overrideMemberSettings({});
  });

  it("stops one IP over the hour's limit, counted in the database", async () => {
    overrideMemberSettings({ captchaAfterPosts: 1000, postsPerHourPerIp: 3 });
    const visitor = newVisitor("198.51.100.50");
    const contentId = openPath.split("/")[1]!.replace(".html", "");
    const page = await visitor.get(`${base}${openPath}`);
    const csrf = PublicVisitor.token(page.html);
    const notices: (string | null)[] = [];
    for (let index = 0; index < 4; index++)
      notices.push(
        noticeOf(
          (await visitor.post(`${base}comment`, { csrf, contentId, back: openPath, text: `限流${index}` })).location,
        ),
      );
    expect(notices).toEqual([
      "public.commentPassed",
      "public.commentPassed",
      "public.commentPassed",
      "public.tooManyPosts",
    ]);
    const counted = await prisma.publicWriteCount.findFirstOrThrow({ where: { key: "ip:198.51.100.50" } });
    expect(counted.count).toBe(4);
    overrideMemberSettings({});
  });

  it("refuses a comment longer than the limit and a large body", async () => {
    const visitor = newVisitor("198.51.100.60");
    const page = await visitor.get(`${base}${openPath}`);
    const contentId = openPath.split("/")[1]!.replace(".html", "");
    const long = await visitor.post(`${base}comment`, {
      csrf: PublicVisitor.token(page.html),
      contentId,
      back: openPath,
      text: "长".repeat(501),
    });
    expect(noticeOf(long.location)).toBe("public.tooLong");
    const huge = await visitor.post(`${base}comment`, {
      csrf: PublicVisitor.token(page.html),
      text: "x".repeat(40_000),
    });
    expect(huge.status).toBe(413);
  });

  it("applies the stored settings: comments and guestbook closed or members-only, daily limits, member features off", async () => {
    const visitor = newVisitor("198.51.100.80");
    const contentId = openPath.split("/")[1]!.replace(".html", "");
    // The sign-in page always carries the visitor's form token (the closed forms do not).
    const postComment = async (text: string) => {
      const page = await visitor.get(`${base}member/login.html`);
      return noticeOf(
        (
          await visitor.post(`${base}comment`, {
            csrf: PublicVisitor.token(page.html),
            contentId,
            back: openPath,
            text,
          })
        ).location,
      );
    };
    const postGuestbook = async (title: string) => {
      const page = await visitor.get(`${base}member/login.html`);
      const csrf = PublicVisitor.token(page.html);
      const ctgId = String((await prisma.cmsGuestbookCtg.findFirstOrThrow({ where: { siteId } })).id);
      return noticeOf(
        (await visitor.post(`${base}guestbook.html`, { csrf, ctgId, title, content: "设置测试" })).location,
      );
    };
    overrideMemberSettings({ captchaAfterPosts: 1000 });
    try {
      await admin.config.updateSystem.mutate({ commentOpen: false, guestbookNeedLogin: true });
      expect(await postComment("关闭时的评论")).toBe("public.commentClosed");
      expect((await visitor.get(`${base}${openPath}`)).html).toContain("本站已关闭评论");
      expect(await postGuestbook("未登录留言")).toBe("public.signInRequired");
      expect((await visitor.get(`${base}guestbook.html`)).html).toContain("登录会员后才能留言");
      expect(await prisma.cmsComment.count({ where: { text: "关闭时的评论" } })).toBe(0);
      expect(await prisma.cmsGuestbook.count({ where: { title: "未登录留言" } })).toBe(0);

      await admin.config.updateSystem.mutate({
        commentOpen: true,
        guestbookNeedLogin: false,
        commentDayLimit: 2,
        guestbookDayLimit: 1,
      });
      expect([await postComment("每日一"), await postComment("每日二"), await postComment("每日三")]).toEqual([
        "public.commentPassed",
        "public.commentPassed",
        "public.dayLimit",
      ]);
      expect([await postGuestbook("每日留言一"), await postGuestbook("每日留言二")]).toEqual([
        "public.guestbookWaiting",
        "public.dayLimit",
      ]);

      await admin.config.updateMember.mutate({ memberOn: false });
      const closed = await visitor.get(`${base}member/register.html`);
      expect(closed.status).toBe(404);
      expect(closed.html).toContain("本站未开放会员功能");
      expect((await visitor.get(`${base}member/login.html`)).status).toBe(404);
    } finally {
      await admin.config.updateSystem.mutate({
        commentOpen: true,
        guestbookNeedLogin: false,
        commentDayLimit: 0,
        guestbookDayLimit: 0,
      });
      await admin.config.updateMember.mutate({ memberOn: true });
      overrideMemberSettings({});
    }
  });

  it("posts to the guestbook, shown once reviewed", async () => {
    const visitor = newVisitor("198.51.100.70");
    const page = await visitor.get(`${base}guestbook.html`);
    expect(page.status).toBe(200);
    const ctgId = /<option value="(\d+)">咨询<\/option>/.exec(page.html)![1]!;
    const posted = await visitor.post(`${base}guestbook.html`, {
      csrf: PublicVisitor.token(page.html),
      ctgId,
      title: "开放时间",
      content: "请问<script>x</script>何时开放？",
    });
    expect(noticeOf(posted.location)).toBe("public.guestbookWaiting");
    const row = await prisma.cmsGuestbook.findFirstOrThrow({ where: { title: "开放时间" } });
    expect((await visitor.get(`${base}guestbook.html`)).html).not.toContain("何时开放");
    await prisma.cmsGuestbook.update({ where: { id: row.id }, data: { checked: 1 } });
    const shown = (await visitor.get(`${base}guestbook.html`)).html;
    expect(shown).toContain("请问&lt;script&gt;x&lt;/script&gt;何时开放？");
  });
});

describe("registration items (config/register_item_*)", () => {
  const item = (fields: Record<string, string>) =>
    legacy.call("/api/admin/config/register_item_save", { priority: "10", helpPosition: "2", ...fields });

  /** A new visitor fills in the registration form (a fresh address each, under the CAPTCHA threshold). */
  let visitors = 0;
  async function register(fields: [string, string][]) {
    visitors += 1;
    const visitor = newVisitor(`198.51.100.${100 + visitors}`);
    const form = await visitor.get(`${base}member/register.html`);
    const posted = await visitor.post(`${base}member/register.html`, [
      ["csrf", PublicVisitor.token(form.html)],
      ["password", "Visitor@2026"],
      ["repeat", "Visitor@2026"],
      ...fields,
    ]);
    return { form: form.html, notice: noticeOf(posted.location) };
  }

  it("are kept under the origin's paths and names, checked, ordered, and shown by member/getField", async () => {
    const company = await item({ field: "company", label: "工作单位", priority: "2", dataType: "1", required: "true" });
    expect(company.code).toBe("200");
    const hobby = await item({
      field: "hobby",
      label: "爱好",
      priority: "1",
      dataType: "7",
      optValue: "读书,旅行,运动",
    });
    const birthday = await item({ field: "birthday", label: "生日", priority: "3", dataType: "5", help: "年-月-日" });
    expect([hobby.code, birthday.code]).toEqual(["200", "200"]);
    const [companyId, hobbyId] = [company, hobby].map((saved) => Number((saved.body as { id: number | string }).id));

    // A field name a form cannot carry, or a choice type without choices: refused, nothing saved.
    const badName = await item({ field: "1st", label: "坏名字", dataType: "1" });
    expect(badName).toMatchObject({ code: "201", message: "字段名只能包含字母、数字和下划线，且不能以数字开头" });
    const noChoices = await item({ field: "size", label: "尺码", dataType: "6" });
    expect(noChoices).toMatchObject({ code: "201", message: "下拉列表、复选框和单选框须填写可选项" });
    expect(await prisma.registerItem.count()).toBe(3);

    const listed = await legacy.call("/api/admin/config/register_item_list");
    expect((listed.body as { field: string }[]).map((row) => row.field)).toEqual(["hobby", "company", "birthday"]);
    expect((await legacy.call("/api/admin/config/register_item_get", { id: String(companyId) })).body).toMatchObject({
      field: "company",
      label: "工作单位",
      required: true,
    });
    expect((await legacy.call("/api/admin/config/register_item_get", { id: "999999" })).code).toBe("206");

    const fields = (await legacy.call("/api/admin/member/getField")).body as { field: string; optValue: unknown }[];
    expect(fields.find((row) => row.field === "hobby")?.optValue).toEqual(["读书", "旅行", "运动"]);
    expect(fields.find((row) => row.field === "company")).toMatchObject({ dataType: 1, category: 1, optValue: "" });

    // Relabel and reorder many at once; an unknown id changes nothing.
    const unknown = await legacy.call("/api/admin/config/register_item_priority", {
      ids: `${companyId},999999`,
      labels: "单位,未知",
      priorities: "1,2",
    });
    expect(unknown.code).toBe("202");
    const reordered = await legacy.call("/api/admin/config/register_item_priority", {
      ids: `${companyId},${hobbyId}`,
      labels: "单位,兴趣爱好",
      priorities: "0,5",
    });
    expect(reordered.code).toBe("200");
    expect(
      (await prisma.registerItem.findMany({ orderBy: [{ priority: "asc" }, { id: "asc" }] })).map((row) => row.label),
    ).toEqual(["单位", "生日", "兴趣爱好"]);
    expect(
      (
        await legacy.call("/api/admin/config/register_item_update", {
          id: String(companyId),
          field: "company",
          label: "工作单位",
          priority: "0",
          dataType: "1",
          required: "true",
          helpPosition: "2",
        })
      ).code,
    ).toBe("200");
  });

  it("are asked on the public registration form, checked on the server and kept with the member", async () => {
    const { form } = await register([
      ["mobile", "13711113333"],
      ["attr_company", "绿源农场"],
    ]);
    expect(form).toContain("工作单位 *");
    expect(form).toContain('name="attr_company"');
    expect(form).toContain('type="checkbox" name="attr_hobby" value="旅行"');
    expect(form).toContain('type="date" name="attr_birthday"');
    await prisma.member.deleteMany({ where: { username: "13711113333" } });

    // Refused, each with its message, no member created.
    const refusals = [
      { fields: [["attr_hobby", "读书"]], notice: "public.registerItemRequired" },
      {
        fields: [
          ["attr_company", "x"],
          ["attr_hobby", "打游戏"],
        ],
        notice: "public.registerItemInvalid",
      },
      {
        fields: [
          ["attr_company", "x"],
          ["attr_birthday", "2026-13-45"],
        ],
        notice: "public.registerItemDate",
      },
    ] as const;
    for (const [index, refusal] of refusals.entries()) {
      const mobile = `1371111400${index}`;
      const { notice } = await register([
        ["mobile", mobile],
        ...refusal.fields.map(([k, v]) => [k, v] as [string, string]),
      ]);
      expect(notice).toBe(refusal.notice);
      expect(await prisma.member.count({ where: { username: mobile } })).toBe(0);
    }

    const { notice } = await register([
      ["mobile", "13711115555"],
      ["attr_company", " 绿源农场 "],
      ["attr_hobby", "读书"],
      ["attr_hobby", "运动"],
      ["attr_birthday", "1990-05-01"],
      ["attr_unknown", "ignored"],
    ]);
    expect(notice).toBe("public.registered");
    const member = await prisma.member.findUniqueOrThrow({ where: { username: "13711115555" } });
    expect(member.attrs).toEqual({ company: "绿源农场", hobby: "读书,运动", birthday: "1990-05-01" });

    const ids = (await prisma.registerItem.findMany({ select: { id: true } })).map((row) => row.id).join(",");
    expect((await legacy.call("/api/admin/config/register_item_delete", { ids })).code).toBe("200");
    expect(await prisma.registerItem.count()).toBe(0);
  });
});
