import type { ApiClient } from "@suyuan/api/client";
import { releaseContentTags, setContentTags, contentTagNames } from "@suyuan/api/services/cms/tags";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Tags with reference counts kept by the content writes (services/cms/tags.ts), and the small
// shared resources on the kit: content types, dictionary entries, origins — through tRPC and the
// origin's /api/admin/{tag,type,dictionary,origin}/* paths.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let channelId: number;
let modelId: number;
let typeId: number;

async function content(title: string) {
  return (
    await prisma.content.create({
      data: { siteId, channelId, modelId, typeId, title, releaseDate: new Date(), status: 0 },
    })
  ).id;
}

const counts = async () =>
  Object.fromEntries(
    (await prisma.tag.findMany({ where: { siteId }, select: { name: true, refCount: true } })).map((tag) => [
      tag.name,
      tag.refCount,
    ]),
  );

const tagContent = (id: number, names: string[]) => prisma.$transaction((tx) => setContentTags(tx, id, names));

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
  const channelModel =
    (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
    (await prisma.cmsModel.create({ data: { name: "栏目模型", kind: "channel", path: "c2t-channel" } }));
  modelId = (
    (await prisma.cmsModel.findFirst({ where: { kind: "content" } })) ??
    (await prisma.cmsModel.create({ data: { name: "新闻", kind: "content", path: "c2t-news" } }))
  ).id;
  typeId = (await prisma.contentType.create({ data: { name: "标签测试类型" } })).id;
  channelId = (
    await prisma.channel.create({ data: { siteId, name: "标签栏目", path: "tags", modelId: channelModel.id } })
  ).id;
});

describe("tags", () => {
  it("counts the content items carrying each tag as tags change", async () => {
    const a = await content("甲");
    const b = await content("乙");
    await tagContent(a, ["乡村振兴", " 茶叶 ", "茶叶", ""]);
    await tagContent(b, ["茶叶"]);
    expect(await counts()).toMatchObject({ 乡村振兴: 1, 茶叶: 2 });
    await tagContent(a, ["新品", "茶叶"]);
    expect(await counts()).toMatchObject({ 乡村振兴: 0, 茶叶: 2, 新品: 1 });
    expect(await contentTagNames(prisma, a)).toEqual(["新品", "茶叶"]);
    await prisma.$transaction((tx) => releaseContentTags(tx, [b]));
    await prisma.content.delete({ where: { id: b } });
    expect(await counts()).toMatchObject({ 茶叶: 1 });

    const listed = await legacy.call("/api/admin/tag/list", { name: "茶叶" });
    expect(listed.code).toBe("200");
    expect(listed.body).toEqual([expect.objectContaining({ name: "茶叶", refCount: 1 })]);
  });

  it("follows the content service's saves (content.create / content.update)", async () => {
    const { id } = await admin.content.create.mutate({
      channelId,
      title: "经内容服务保存",
      tags: ["服务甲", "服务乙"],
      draft: true,
    });
    expect(await counts()).toMatchObject({ 服务甲: 1, 服务乙: 1 });
    await admin.content.update.mutate({
      id,
      data: { channelId, title: "经内容服务保存", tags: ["服务乙", "服务丙"], draft: true },
    });
    expect(await counts()).toMatchObject({ 服务甲: 0, 服务乙: 1, 服务丙: 1 });
  });

  it("keeps counts right under concurrent saves of different items", async () => {
    const ids = await Promise.all(["一", "二", "三", "四", "五"].map((title) => content(`并发${title}`)));
    await Promise.all(ids.map((id) => tagContent(id, ["热点", `单独${id}`])));
    expect((await counts())["热点"]).toBe(5);
  });

  it("refuses too long a tag and writes nothing", async () => {
    const id = await content("丙");
    const before = await prisma.tag.count();
    await expect(tagContent(id, ["好", "长".repeat(51)])).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await prisma.tag.count()).toBe(before);
    expect(await prisma.contentTag.count({ where: { contentId: id } })).toBe(0);
  });

  it("keeps names unique per site, refuses to delete a tag in use, and checks names", async () => {
    const used = await prisma.tag.findFirstOrThrow({ where: { siteId, name: "新品" } });
    const refusal = await legacy.call("/api/admin/tag/delete", { ids: String(used.id) });
    expect(refusal.code).toBe("202");
    expect(await prisma.tag.findUnique({ where: { id: used.id } })).not.toBeNull();

    const { id } = await admin.tag.create.mutate({ name: "未使用" });
    expect((await refused(admin.tag.create.mutate({ name: "未使用" }))).data.fieldErrors).toEqual({
      name: ["本站已有该名称的标签"],
    });
    expect(await legacy.call("/api/admin/tag/check_name", { name: "未使用" })).toMatchObject({ body: "false" });
    expect(await legacy.call("/api/admin/tag/check_name", { name: "未使用", id: String(id) })).toMatchObject({
      body: "true",
    });
    const other = await secondSiteAdmin(server().url, "标签他站");
    await other.tag.create.mutate({ name: "未使用" });
    expect((await other.tag.find.query({ page: 1, pageSize: 10 })).items.map((tag) => tag.name)).toEqual(["未使用"]);
    expect(await admin.tag.delete.mutate({ ids: [id] })).toEqual({ deleted: 1 });
  });
});

describe("content types", () => {
  it("saves image size hints, hides disabled types from the origin's content pages, and keeps used types", async () => {
    const saved = await legacy.call("/api/admin/type/save", {
      name: "轮播大图",
      hasImage: "true",
      imgWidth: "800",
      imgHeight: "450",
      priority: "2",
    });
    expect(saved.code).toBe("200");
    const { id } = saved.body as { id: number };
    const got = await legacy.call("/api/admin/type/get", { id: String(id) });
    expect(got.body).toMatchObject({ name: "轮播大图", hasImage: true, imgWidth: 800, imgHeight: 450 });
    await admin.contentType.create.mutate({ name: "停用类型", disabled: true });
    const enabled = await legacy.call("/api/admin/type/list", { containDisabled: "false", pageSize: "50" });
    const names = (enabled.body as { name: string }[]).map((row) => row.name);
    expect(names).toContain("轮播大图");
    expect(names).not.toContain("停用类型");
    const all = await admin.contentType.find.query({ page: 1, pageSize: 50 });
    expect(all.items.map((row) => row.name)).toContain("停用类型");

    expect((await legacy.call("/api/admin/type/check_id", { id: String(id) })).body).toBe("false");
    await content("类型占用");
    const inUse = await refused(admin.contentType.delete.mutate({ ids: [typeId] }));
    expect(inUse.message).toContain("已有内容使用");
    const bad = await legacy.call("/api/admin/type/save", { name: "", imgWidth: "-1" });
    expect(bad.code).toBe("201");
    expect(await prisma.contentType.count({ where: { name: "" } })).toBe(0);
  });
});

describe("dictionary and origins", () => {
  it("keeps a value unique within its type, lists the types and checks values", async () => {
    const first = await legacy.call("/api/admin/dictionary/save", { type: "行业", name: "农业", value: "agri" });
    expect(first.code).toBe("200");
    const before = await prisma.dictionary.count();
    const clash = await legacy.call("/api/admin/dictionary/save", { type: "行业", name: "农业2", value: "agri" });
    expect(clash.code).toBe("201");
    expect(await prisma.dictionary.count()).toBe(before);
    await admin.dictionary.create.mutate({ type: "来源类别", name: "农业", value: "agri" });
    expect(await admin.dictionary.types.query()).toEqual(expect.arrayContaining(["行业", "来源类别"]));
    expect(await legacy.call("/api/admin/dictionary/check_value", { type: "行业", value: "agri" })).toMatchObject({
      body: "false",
    });
    expect(await legacy.call("/api/admin/dictionary/check_value", { type: "行业", value: "food" })).toMatchObject({
      body: "true",
    });
    const byType = await admin.dictionary.find.query({ page: 1, pageSize: 10, type: "行业" });
    expect(byType.items.map((row) => row.value)).toEqual(["agri"]);
  });

  it("serves origins on the origin's paths", async () => {
    const saved = await legacy.call("/api/admin/origin/save", { name: "人民日报" });
    expect(saved.code).toBe("200");
    const { id } = saved.body as { id: number };
    expect((await legacy.call("/api/admin/origin/update", { id: String(id), name: "新华社" })).code).toBe("200");
    const listed = await legacy.call("/api/admin/origin/list", {});
    expect(listed.body).toEqual([expect.objectContaining({ id, name: "新华社", refCount: 0 })]);
    expect(listed.totalCount).toBe(1);
    expect((await legacy.call("/api/admin/origin/save", { name: "" })).code).toBe("201");
    expect((await legacy.call("/api/admin/origin/delete", { ids: String(id) })).code).toBe("200");
    expect(await prisma.contentOrigin.count()).toBe(0);
  });
});
