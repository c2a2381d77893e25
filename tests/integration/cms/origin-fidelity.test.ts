import type { ApiClient } from "@suyuan/api/client";
import { rateContent, scoreGroupOfContent } from "@suyuan/api/services/score/content-scoring";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Answers the legacy paths give in the origin's shape where the product's own differs: lists the
// origin answers as plain arrays, blank templates for id=0, the origin's field names.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
});

describe("lists the origin answers as plain arrays", () => {
  it("answers group/list, filed/list and config/register_item_list whole, without totalCount", async () => {
    const before = await prisma.memberGroup.count();
    await prisma.memberGroup.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({ name: `整表会员组${index}`, priority: 100 + index })),
    });
    const form = await prisma.cmsCustomForm.create({ data: { siteId, name: "整表表单" } });
    await prisma.cmsCustomFormField.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        formId: form.id,
        siteId,
        field: `f${index}`,
        label: `字段${index}`,
        priority: index,
      })),
    });
    const itemsBefore = await prisma.registerItem.count();
    await prisma.registerItem.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        field: `whole${index}`,
        label: `注册项${index}`,
        dataType: "1",
        priority: 500 + index,
      })),
    });

    const groups = await legacy.call("/api/admin/group/list");
    expect(groups.code).toBe("200");
    expect(Array.isArray(groups.body)).toBe(true);
    expect(groups.totalCount).toBeUndefined();
    expect((groups.body as unknown[]).length).toBe(before + 12);

    const fields = await legacy.call("/api/admin/filed/list", { formId: String(form.id) });
    expect(fields.totalCount).toBeUndefined();
    expect((fields.body as { field: string }[]).map((row) => row.field)).toEqual(
      Array.from({ length: 12 }, (_, index) => `f${index}`),
    );

    const items = await legacy.call("/api/admin/config/register_item_list");
    expect(items.totalCount).toBeUndefined();
    expect((items.body as unknown[]).length).toBe(itemsBefore + 12);

    // The typed lists keep their pages.
    const typed = await admin.memberGroup.find.query({});
    expect(typed.total).toBe(before + 12);
    expect(typed.items.length).toBe(10);
  });
});

describe("departments in the origin's detail form", () => {
  it("links channels (with their ancestors) and guestbook categories, and answers them in department/get", async () => {
    const model =
      (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
      (await prisma.cmsModel.create({ data: { name: "部门栏目模型", kind: "channel", path: "dept-model" } }));
    const news = await prisma.channel.create({ data: { siteId, name: "新闻", path: "dept-news", modelId: model.id } });
    const local = await prisma.channel.create({
      data: { siteId, name: "本地新闻", path: "dept-local", modelId: model.id, parentId: news.id },
    });
    const notices = await prisma.channel.create({
      data: { siteId, name: "公告", path: "dept-notice", modelId: model.id },
    });
    const ctg = await prisma.cmsGuestbookCtg.create({
      data: { siteId, name: "投诉", description: "投诉建议", priority: 2 },
    });

    const saved = await legacy.call("/api/admin/department/save", {
      name: "宣传部",
      priority: "1",
      weights: "3",
      channelIds: String(local.id),
      controlChannelIds: String(notices.id),
      ctgIds: String(ctg.id),
    });
    expect(saved.code, JSON.stringify(saved)).toBe("200");
    const id = Number((saved.body as { id: string }).id);
    // The parent of a named channel comes with it.
    const links = await prisma.departmentChannel.findMany({ where: { departmentId: id, kind: "manage" } });
    expect(links.map((link) => link.channelId).sort((a, b) => a - b)).toEqual([news.id, local.id]);
    const child = await legacy.call("/api/admin/department/save", { name: "采编组", priority: "1", pid: String(id) });
    const childId = Number((child.body as { id: string }).id);

    const detail = await legacy.call("/api/admin/department/get", { id: String(id) });
    expect(detail.code).toBe("200");
    expect(detail.body).toMatchObject({
      id,
      name: "宣传部",
      weights: 3,
      pid: "",
      hasChild: true,
      // Only the leaves of a set are listed.
      channels: [{ channelId: local.id, channelName: "本地新闻" }],
      controlChannels: [{ channelId: notices.id, channelName: "公告" }],
      ctgs: [{ id: ctg.id, name: "投诉", description: "投诉建议", priority: 2 }],
      parents: [id],
      child: [expect.objectContaining({ id: childId, name: "采编组", pid: id, parents: [id, childId], child: [] })],
    });
    // The typed item carries the sets as ids.
    expect(await admin.department.get.query({ id })).toMatchObject({
      channelIds: [news.id, local.id],
      controlChannelIds: [notices.id],
      ctgIds: [ctg.id],
    });

    // An update that leaves the sets out keeps them; a missing channel is refused, nothing changed.
    expect(
      (await legacy.call("/api/admin/department/update", { id: String(id), name: "宣传部", priority: "2" })).code,
    ).toBe("200");
    expect(await prisma.departmentChannel.count({ where: { departmentId: id } })).toBe(3);
    const missing = await legacy.call("/api/admin/department/update", {
      id: String(id),
      name: "宣传部",
      priority: "2",
      channelIds: "999999",
    });
    expect(missing.code).toBe("206");
    expect(await prisma.departmentChannel.count({ where: { departmentId: id } })).toBe(3);
  });

  it("answers a blank department for id 0, the origin's start of a new one", async () => {
    const blank = await legacy.call("/api/admin/department/get", { id: "0" });
    expect(blank.code).toBe("200");
    expect(blank.body).toMatchObject({ id: 0, name: "", priority: 1, weights: 1, channels: [], ctgs: [], child: [] });
    expect((await legacy.call("/api/admin/department/get", {})).code).not.toBe("200");
  });

  it("lists a department member only the guestbook categories the department handles", async () => {
    const handled = await prisma.cmsGuestbookCtg.create({ data: { siteId, name: "咨询" } });
    const other = await prisma.cmsGuestbookCtg.create({ data: { siteId, name: "其他留言" } });
    for (const ctgId of [handled.id, other.id])
      await prisma.cmsGuestbook.create({ data: { siteId, ctgId, content: `留言${ctgId}`, ip: "203.0.113.9" } });
    const all = await legacy.call("/api/admin/guestbook/list", { pageSize: "50" });
    expect((all.body as { ctgId: number }[]).some((row) => row.ctgId === other.id)).toBe(true);

    const saved = await legacy.call("/api/admin/department/save", {
      name: "咨询组",
      priority: "1",
      ctgIds: String(handled.id),
    });
    const departmentId = Number((saved.body as { id: string }).id);
    await prisma.user.update({ where: { username: TEST_ADMIN.username }, data: { departmentId } });
    try {
      const mine = await legacy.call("/api/admin/guestbook/list", { pageSize: "50" });
      expect(mine.code).toBe("200");
      expect(new Set((mine.body as { ctgId: number }[]).map((row) => row.ctgId))).toEqual(new Set([handled.id]));
    } finally {
      await prisma.user.update({ where: { username: TEST_ADMIN.username }, data: { departmentId: null } });
    }
  });
});

describe("blank templates and the origin's web-service fields", () => {
  it("answers oss/get, webservice/get and webservice/auth_get with id 0 as blank templates", async () => {
    const oss = await legacy.call("/api/admin/oss/get", { id: "0" });
    expect(oss.code).toBe("200");
    expect(oss.body).toMatchObject({ id: 0, name: "" });
    const service = await legacy.call("/api/admin/webservice/get", { id: "0" });
    expect(service.code).toBe("200");
    expect(service.body).toMatchObject({ id: 0, address: "", type: "", params: [] });
    const auth = await legacy.call("/api/admin/webservice/auth_get", { id: "0" });
    expect(auth.code).toBe("200");
    expect(auth.body).toMatchObject({ id: 0, username: "", system: "", enable: true });
    // Other ids keep their answers: an unknown one is not found.
    expect((await legacy.call("/api/admin/oss/get", { id: "999999" })).code).toBe("206");
  });

  it('answers topic/get with id 0 as the blank topic, and a topic\'s missing images as ""', async () => {
    const blank = await legacy.call("/api/admin/topic/get", { id: "0" });
    expect(JSON.stringify(blank.body)).toBe(
      JSON.stringify({
        id: 0,
        name: "",
        shortName: "",
        keywords: "",
        description: "",
        titleImg: "",
        contentImg: "",
        tplContent: "",
        priority: 10,
        recommend: false,
        channelIds: [],
      }),
    );
    const { id } = await admin.topic.create.mutate({
      name: "无图专题",
      shortName: "无图",
      priority: 3,
      recommend: true,
    });
    const item = JSON.parse(JSON.stringify(await admin.topic.get.query({ id }))) as Record<string, unknown>;
    expect(item.titleImg).toBeNull();
    const got = await legacy.call("/api/admin/topic/get", { id: String(id) });
    expect(got.code).toBe("200");
    // The item as the typed API answers it, but "" for the images the origin's pickers read.
    expect(got.body).toEqual({ ...item, titleImg: "", contentImg: "" });
    expect((await legacy.call("/api/admin/topic/get", { id: "2147483648" })).code).toBe("201");
    expect((await legacy.call("/api/admin/topic/get", { id: "2147483647" })).code).toBe("206");
  });

  it("answers webservice/list and get with address, type and the SOAP fields", async () => {
    const created = await admin.webhook.create.mutate({
      name: "用户同步",
      url: "https://hooks.example.com/users",
      events: ["content.created", "user.updated"],
      enabled: true,
    });
    const list = await legacy.call("/api/admin/webservice/list");
    expect(list.code).toBe("200");
    const row = (list.body as { id: number }[]).find((item) => item.id === created.id);
    expect(row).toMatchObject({
      address: "https://hooks.example.com/users",
      type: "updateUser",
      targetNamespace: "",
      successResult: "",
      operate: "",
      params: [],
    });
    expect((await legacy.call("/api/admin/webservice/get", { id: String(created.id) })).body).toMatchObject({
      id: created.id,
      address: "https://hooks.example.com/users",
      type: "updateUser",
    });
  });
});

describe("web services saved and changed by the origin's forms", () => {
  const params = [
    { paramName: "username", defaultValue: "" },
    { paramName: "admin", defaultValue: "false" },
  ];

  it("saves and updates a web service whose get answers the origin's fields", async () => {
    const saved = await legacy.call("/api/admin/webservice/save", {
      address: "https://hooks.example.com/soap/users",
      targetNamespace: "http://example.com/ws",
      successResult: "ok",
      type: "addUser",
      operate: "createUser",
      params: JSON.stringify(params),
    });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    expect(typeof id).toBe("number");
    const got = await legacy.call("/api/admin/webservice/get", { id: String(id) });
    expect(got.body).toMatchObject({
      id,
      address: "https://hooks.example.com/soap/users",
      targetNamespace: "http://example.com/ws",
      successResult: "ok",
      type: "addUser",
      operate: "createUser",
      params,
    });
    expect((await prisma.webhook.findUniqueOrThrow({ where: { id } })).events).toEqual(["user.created"]);

    const updated = await legacy.call("/api/admin/webservice/update", {
      id: String(id),
      address: "https://hooks.example.com/soap/users2",
      type: "deleteUser",
      operate: "removeUser",
      params: JSON.stringify([{ paramName: "email", defaultValue: "a@example.com" }]),
    });
    expect(updated.code).toBe("200");
    expect(updated.body).toEqual({ id });
    const after = await legacy.call("/api/admin/webservice/get", { id: String(id) });
    expect(after.body).toMatchObject({
      address: "https://hooks.example.com/soap/users2",
      // Fields the update leaves out keep their values; the parameter list is replaced.
      targetNamespace: "http://example.com/ws",
      successResult: "ok",
      type: "deleteUser",
      operate: "removeUser",
      params: [{ paramName: "email", defaultValue: "a@example.com" }],
    });
    const list = await legacy.call("/api/admin/webservice/list", { pageSize: "50" });
    expect((list.body as { id: number }[]).find((row) => row.id === id)).toMatchObject({ operate: "removeUser" });
  });

  it("treats params that are not a JSON array as none", async () => {
    const saved = await legacy.call("/api/admin/webservice/save", {
      address: "https://hooks.example.com/soap/bad-params",
      type: "updateUser",
      params: "[{paramName:",
    });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    expect((await legacy.call("/api/admin/webservice/get", { id: String(id) })).body).toMatchObject({ params: [] });

    await legacy.call("/api/admin/webservice/update", {
      id: String(id),
      address: "https://hooks.example.com/soap/bad-params",
      params: JSON.stringify(params),
    });
    const replaced = await legacy.call("/api/admin/webservice/update", {
      id: String(id),
      address: "https://hooks.example.com/soap/bad-params",
      params: "not json",
    });
    expect(replaced.code).toBe("200");
    expect((await legacy.call("/api/admin/webservice/get", { id: String(id) })).body).toMatchObject({
      type: "updateUser",
      params: [],
    });
  });

  it("refuses a save or update without an address (201) and changes nothing", async () => {
    const before = await prisma.webhook.count();
    const save = await legacy.call("/api/admin/webservice/save", { type: "addUser", targetNamespace: "x" });
    expect(save.code).toBe("201");
    expect(await prisma.webhook.count()).toBe(before);

    const saved = await legacy.call("/api/admin/webservice/save", {
      address: "https://hooks.example.com/soap/kept",
      type: "addUser",
      operate: "keep",
    });
    const id = (saved.body as { id: number }).id;
    const row = await prisma.webhook.findUniqueOrThrow({ where: { id } });
    const update = await legacy.call("/api/admin/webservice/update", { id: String(id), address: " ", operate: "x" });
    expect(update.code).toBe("201");
    expect(await prisma.webhook.findUniqueOrThrow({ where: { id } })).toEqual(row);
    expect((await legacy.call("/api/admin/webservice/update", { address: "https://a.example.com" })).code).toBe("201");
    expect(
      (await legacy.call("/api/admin/webservice/update", { id: "999999", address: "https://a.example.com" })).code,
    ).toBe("206");
  });
});

describe("a channel's score group", () => {
  it("rates a channel's articles with its chosen group, else the site's default", async () => {
    const site = await prisma.site.update({ where: { id: siteId }, data: { accessPath: "fidelity" } });
    const def = await prisma.cmsScoreGroup.create({ data: { siteId, name: "默认心情", enable: true, def: true } });
    await prisma.cmsScoreItem.create({ data: { groupId: def.id, name: "默认项", score: 1 } });
    const own = await prisma.cmsScoreGroup.create({ data: { siteId, name: "栏目评分", enable: true } });
    const ownItem = await prisma.cmsScoreItem.create({ data: { groupId: own.id, name: "栏目项", score: 5 } });
    const model =
      (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
      (await prisma.cmsModel.create({ data: { name: "评分栏目模型", kind: "channel", path: "fid-score" } }));

    const saved = await legacy.call("/api/admin/channel/save", {
      name: "评分栏目",
      path: "fid-scored",
      modelId: String(model.id),
      scoreGroupId: String(own.id),
    });
    expect(saved.code, JSON.stringify(saved)).toBe("200");
    const channelId = Number((saved.body as { id: number | string }).id);
    expect((await legacy.call("/api/admin/channel/get", { id: String(channelId) })).body).toMatchObject({
      scoreGroupId: own.id,
    });
    // A group of nobody's site is refused.
    const foreign = await legacy.call("/api/admin/channel/update", {
      id: String(channelId),
      name: "评分栏目",
      path: "fid-scored",
      scoreGroupId: "999999",
    });
    expect(foreign.code).not.toBe("200");

    const contentModel =
      (await prisma.cmsModel.findFirst({ where: { kind: "content" } })) ??
      (await prisma.cmsModel.create({ data: { name: "评分内容模型", kind: "content", path: "fid-news" } }));
    const typeId = (
      (await prisma.contentType.findFirst()) ?? (await prisma.contentType.create({ data: { name: "普通" } }))
    ).id;
    const content = await prisma.content.create({
      data: {
        siteId,
        channelId,
        modelId: contentModel.id,
        typeId,
        title: "栏目评分文章",
        status: CONTENT_STATUS.passed,
        releaseDate: new Date("2026-03-01T08:00:00Z"),
      },
    });
    const path = `${server().url}/site/${site.accessPath}/fid-scored/${content.id}.html`;
    const page = await (await fetch(path)).text();
    expect(page).toContain("栏目评分");
    expect(page).toContain(`name="itemId" value="${ownItem.id}"`);
    expect(page).not.toContain("默认项");
    expect(
      await rateContent(siteId, content.id, ownItem.id, { memberId: null, ip: "203.0.113.5", cookie: null }),
    ).toMatchObject({
      count: 1,
    });

    // An update without the field keeps the group; 0 clears it: the site's default again.
    const kept = await legacy.call("/api/admin/channel/update", {
      id: String(channelId),
      name: "评分栏目",
      path: "fid-scored",
    });
    expect(kept.code).toBe("200");
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: channelId } })).scoreGroupId).toBe(own.id);
    await legacy.call("/api/admin/channel/update", {
      id: String(channelId),
      name: "评分栏目",
      path: "fid-scored",
      scoreGroupId: "0",
    });
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: channelId } })).scoreGroupId).toBeNull();
    expect((await scoreGroupOfContent(content.id))?.name).toBe("默认心情");
  });
});
