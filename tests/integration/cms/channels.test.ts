import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Channels: a tree per site with paths unique within the site, proposals from pinyin, copies
// with and without subtrees, bulk order, deletes refused or cascaded into the recycle bin, and
// the tree shapes the origin's client relies on — on tRPC and on /api/admin/channel/*.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let contentModelId: number;
let typeId: number;

const channel = (name: string, path: string, extra: Record<string, unknown> = {}) => ({ name, path, ...extra });

async function content(channelId: number, status: number, title = "测试内容") {
  return prisma.content.create({
    data: { siteId, channelId, modelId: contentModelId, typeId, title, releaseDate: new Date(), status },
  });
}

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
  if (!(await prisma.cmsModel.findFirst({ where: { kind: "channel" } })))
    await prisma.cmsModel.create({ data: { name: "栏目模型", kind: "channel", path: "c2-channel", isDefault: true } });
  contentModelId = (
    (await prisma.cmsModel.findFirst({ where: { kind: "content" } })) ??
    (await prisma.cmsModel.create({ data: { name: "新闻", kind: "content", path: "c2-news" } }))
  ).id;
  typeId = ((await prisma.contentType.findFirst()) ?? (await prisma.contentType.create({ data: { name: "普通" } }))).id;
});

describe("channel paths", () => {
  it("keeps a path unique within a site, allows it in another site, and says which is free", async () => {
    const { id } = await admin.channel.create.mutate(channel("新闻中心", "news"));
    expect((await admin.channel.get.query({ id })).path).toBe("news");
    const before = await prisma.channel.count();
    const clash = await refused(admin.channel.create.mutate(channel("另一个新闻", "news")));
    expect(clash.data.fieldErrors).toEqual({ path: ["本站已有该路径的栏目"] });
    // The legacy form: the same refusal, code 201, nothing written.
    const legacyClash = await legacy.call("/api/admin/channel/save", { name: "新闻二", path: "news", modelId: "" });
    expect(legacyClash.code).toBe("201");
    expect(await prisma.channel.count()).toBe(before);

    const other = await secondSiteAdmin(server().url, "栏目第二站");
    const elsewhere = await other.channel.create.mutate(channel("新闻中心", "news"));
    expect(elsewhere.id).not.toBe(id);
    // Another site's channel is invisible from here.
    expect((await refused(admin.channel.get.query({ id: elsewhere.id }))).data.appCode).toBe("NOT_FOUND");

    expect(await admin.channel.checkPath.query({ path: "news" })).toEqual({ pass: false });
    expect(await admin.channel.checkPath.query({ path: "news", id })).toEqual({ pass: true });
    expect(await admin.channel.checkPath.query({ path: "notice" })).toEqual({ pass: true });
    const answer = await legacy.call("/api/admin/channel/v_check_path", { path: "news" });
    expect(answer).toMatchObject({ code: "200", body: "false" });
  });

  it("lets one of several parallel saves of a path win; the others get the path answer", async () => {
    const saves = await Promise.allSettled(
      [1, 2, 3, 4].map((n) => admin.channel.create.mutate(channel(`并发${n}`, "race"))),
    );
    expect(saves.filter((save) => save.status === "fulfilled")).toHaveLength(1);
    for (const save of saves.filter((save) => save.status === "rejected"))
      expect((save.reason as { data: { fieldErrors?: unknown } }).data.fieldErrors).toEqual({
        path: ["本站已有该路径的栏目"],
      });
    expect(await prisma.channel.count({ where: { path: "race" } })).toBe(1);
  });

  it("refuses bad characters and reserved words, and writes nothing", async () => {
    const before = await prisma.channel.count();
    for (const path of ["新闻", "a b", "-lead", "a/b", "api", "x".repeat(51)]) {
      expect(await refusedFields(admin.channel.create.mutate(channel("坏路径", path)))).toEqual(["path"]);
      expect((await admin.channel.checkPath.query({ path })).pass).toBe(false);
    }
    const answer = await legacy.call("/api/admin/channel/save", { name: "坏路径", path: "a b" });
    expect(answer.code).toBe("201");
    expect(await prisma.channel.count()).toBe(before);
  });

  it("proposes a free path from the name's pinyin", async () => {
    expect(await admin.channel.proposePath.query({ name: "通知公告" })).toEqual({ path: "tongzhigonggao" });
    await admin.channel.create.mutate(channel("通知公告", "tongzhigonggao"));
    expect(await admin.channel.proposePath.query({ name: "通知公告" })).toEqual({ path: "tongzhigonggao-2" });
    const answer = await legacy.call("/api/admin/channel/create_path", { name: "乡村振兴" });
    expect(answer).toMatchObject({ code: "200", body: "xiangcunzhenxing" });
    // Letters and digits are kept as they are, Chinese and Latin mixed.
    expect(await admin.channel.proposePath.query({ name: "2024年新闻" })).toEqual({ path: "2024nianxinwen" });
    // ASCII names need no library.
    expect(await admin.channel.proposePath.query({ name: "Focus 2024" })).toEqual({ path: "focus2024" });
  });
});

describe("tree shapes", () => {
  it("answers children on demand, a cascader tree whose leaves have no child array, and a blank channel for id 0", async () => {
    const root = await admin.channel.create.mutate(channel("政策法规", "policy"));
    const leaf = await admin.channel.create.mutate(channel("省级政策", "policy-province", { parentId: root.id }));
    await admin.channel.create.mutate(channel("外链", "outer", { hasContent: false }));

    const top = await admin.channel.tree.query({ parentId: null });
    expect(top.find((node) => node.id === root.id)).toMatchObject({ hasChild: true, childCount: 1 });
    const children = await admin.channel.tree.query({ parentId: root.id });
    expect(children).toEqual([expect.objectContaining({ id: leaf.id, hasChild: false, childCount: 0 })]);
    // The shared tree widget posts `root`; the origin's list posts parentId.
    const byRoot = await legacy.call("/api/admin/channel/tree", { root: String(root.id) });
    expect((byRoot.body as { id: number }[]).map((node) => node.id)).toEqual([leaf.id]);
    const listed = await legacy.call("/api/admin/channel/list", { parentId: String(root.id) });
    expect((listed.body as { id: number }[]).map((node) => node.id)).toEqual([leaf.id]);

    const select = await legacy.call("/api/admin/channel/select", { hasContentOnly: "true" });
    const nodes = select.body as Record<string, unknown>[];
    const branch = nodes.find((node) => node.id === root.id)!;
    expect(branch).toMatchObject({ hasChild: true, child: [{ id: leaf.id, name: "省级政策", hasChild: false }] });
    expect(Object.keys((branch.child as Record<string, unknown>[])[0]!)).not.toContain("child");
    // A channel without content (an external link) is no choice for content.
    expect(nodes.map((node) => node.name)).not.toContain("外链");
    const all = await admin.channel.all.query({ hasContentOnly: false });
    expect(all.map((node) => node.name)).toContain("外链");

    const blank = await legacy.call("/api/admin/channel/get", { id: "0" });
    expect(blank.code).toBe("200");
    expect(blank.body).toMatchObject({ id: 0, hasTitleImg: true, hasContentImg: true });
    const got = await admin.channel.get.query({ id: leaf.id });
    expect(got.nodeIds).toEqual([root.id, leaf.id]);
    expect(got.selfModels.length).toBeGreaterThan(0);
  });

  it("counts a parent's content with its subchannels' beside its own; the recycle bin not at all", async () => {
    const parent = await admin.channel.create.mutate(channel("乡村振兴", "revival"));
    const child = await admin.channel.create.mutate(channel("产业发展", "revival-industry", { parentId: parent.id }));
    const grandchild = await admin.channel.create.mutate(channel("茶产业", "revival-tea", { parentId: child.id }));
    await content(parent.id, 0);
    await Promise.all([
      content(child.id, 0),
      content(child.id, 3),
      content(grandchild.id, 0),
      content(grandchild.id, 0),
    ]);

    const top = await admin.channel.tree.query({ parentId: null });
    expect(top.find((node) => node.id === parent.id)).toMatchObject({ contentCount: 1, totalContentCount: 4 });
    const middle = await admin.channel.tree.query({ parentId: parent.id });
    expect(middle).toEqual([expect.objectContaining({ id: child.id, contentCount: 1, totalContentCount: 3 })]);
    const leaves = await admin.channel.tree.query({ parentId: child.id });
    expect(leaves).toEqual([expect.objectContaining({ contentCount: 2, totalContentCount: 2 })]);
  });

  it("takes the default channel model when none is named, and keeps a channel's own model on update", async () => {
    const special = await prisma.cmsModel.create({
      data: { name: "专题栏目模型", kind: "channel", path: "c2-special" },
    });
    const plain = await admin.channel.create.mutate(channel("默认模型", "model-default"));
    expect((await admin.channel.get.query({ id: plain.id })).modelId).not.toBe(special.id);
    const own = await admin.channel.create.mutate(channel("专题模型", "model-own", { modelId: special.id }));
    await legacy.call("/api/admin/channel/update", { id: String(own.id), name: "专题模型改", path: "model-own" });
    expect(await admin.channel.get.query({ id: own.id })).toMatchObject({ name: "专题模型改", modelId: special.id });
    const disabled = await prisma.cmsModel.create({
      data: { name: "停用模型", kind: "channel", path: "c2-disabled", disabled: true },
    });
    expect(
      await refusedFields(admin.channel.create.mutate(channel("错模型", "model-bad", { modelId: disabled.id }))),
    ).toEqual(["modelId"]);
  });

  it("takes any enabled model, as the origin's client sends the first of model/list", async () => {
    const models = await legacy.call("/api/admin/model/list", { containDisabled: "false", hasContent: "true" });
    const first = (models.body as { id: number }[])[0]!;
    const saved = await legacy.call("/api/admin/channel/save", {
      name: "原版栏目",
      path: "origin-model",
      modelId: String(first.id),
    });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    expect((await admin.channel.get.query({ id })).modelId).toBe(first.id);
  });

  it("refuses a parent below the channel itself and a parent of another site", async () => {
    const a = await admin.channel.create.mutate(channel("甲", "cycle-a"));
    const b = await admin.channel.create.mutate(channel("乙", "cycle-b", { parentId: a.id }));
    const cycle = await refused(
      admin.channel.update.mutate({ id: a.id, data: channel("甲", "cycle-a", { parentId: b.id }) }),
    );
    expect(cycle.data.fieldErrors).toHaveProperty("parentId");
    const other = await prisma.site.create({ data: { name: "父栏目他站" } });
    const model = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "channel" } });
    const foreign = await prisma.channel.create({
      data: { siteId: other.id, name: "他站", path: "x", modelId: model.id },
    });
    expect(
      await refusedFields(admin.channel.create.mutate(channel("丙", "cycle-c", { parentId: foreign.id }))),
    ).toEqual(["parentId"]);
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: a.id } })).parentId).toBeNull();
  });
});

describe("copy and order", () => {
  it("copies a channel alone or with its subtree, never its content, with free paths", async () => {
    const root = await admin.channel.create.mutate(channel("农特产品", "products"));
    const child = await admin.channel.create.mutate(channel("茶叶", "tea", { parentId: root.id }));
    await content(child.id, 2);

    const alone = await admin.channel.copy.mutate({ ids: [root.id], withChildren: false });
    const copy = await admin.channel.get.query({ id: alone.ids[0]! });
    expect(copy).toMatchObject({ name: "农特产品", path: "products-2", childCount: 0, parentId: null });

    const answer = await legacy.call("/api/admin/channel/copy", { ids: String(root.id), withChildren: "true" });
    expect(answer.code).toBe("200");
    const [deepId] = (answer.body as { ids: number[] }).ids;
    const deep = await admin.channel.tree.query({ parentId: deepId! });
    expect(deep).toEqual([expect.objectContaining({ name: "茶叶", path: "tea-2", contentCount: 0 })]);
    expect(await prisma.content.count({ where: { channelId: { in: [deepId!, deep[0]!.id, alone.ids[0]!] } } })).toBe(0);
  });

  it("saves many orders at once, or none when one id is not the site's", async () => {
    const a = await admin.channel.create.mutate(channel("排序甲", "order-a", { priority: 1 }));
    const b = await admin.channel.create.mutate(channel("排序乙", "order-b", { priority: 2 }));
    await legacy.call("/api/admin/channel/priority", { ids: `${a.id},${b.id}`, prioritys: "20,10" });
    const order = async () =>
      (await prisma.channel.findMany({ where: { id: { in: [a.id, b.id] } }, orderBy: { priority: "asc" } })).map(
        (row) => row.id,
      );
    expect(await order()).toEqual([b.id, a.id]);

    const other = await secondSiteAdmin(server().url, "排序他站");
    const foreign = await other.channel.create.mutate(channel("他站", "order-x"));
    const refusal = await refused(admin.channel.priority.mutate({ ids: [a.id, foreign.id], prioritys: [1, 2] }));
    expect(refusal.data.appCode).toBe("NOT_FOUND");
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: a.id } })).priority).toBe(20);
    const mismatch = await legacy.call("/api/admin/channel/priority", { ids: `${a.id},${b.id}`, prioritys: "1" });
    expect(mismatch.code).toBe("201");
  });
});

describe("delete", () => {
  it("refuses a channel with subchannels or content unless asked to cascade into the recycle bin", async () => {
    const root = await admin.channel.create.mutate(channel("扶贫", "poverty"));
    const child = await admin.channel.create.mutate(channel("帮扶", "poverty-help", { parentId: root.id }));
    const empty = await admin.channel.create.mutate(channel("空栏目", "empty"));
    const item = await content(child.id, 2);
    const binned = await content(child.id, 3);

    const withChildren = await refused(admin.channel.delete.mutate({ ids: [root.id] }));
    expect(withChildren.message).toContain("子栏目");
    const withContent = await legacy.call("/api/admin/channel/delete", { ids: String(child.id) });
    expect(withContent.code).toBe("202");
    expect(withContent.message).toContain("内容");
    expect(await prisma.content.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({ status: 2 });

    expect(await admin.channel.delete.mutate({ ids: [empty.id] })).toEqual({ deleted: 1, recycled: 0 });
    expect(await prisma.channel.findUnique({ where: { id: empty.id } })).toBeNull();

    expect(await admin.channel.delete.mutate({ ids: [root.id], cascade: true })).toEqual({ deleted: 2, recycled: 1 });
    expect(await prisma.content.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({ status: 3 });
    expect(await prisma.content.findUniqueOrThrow({ where: { id: binned.id } })).toMatchObject({ status: 3 });
    const history = await prisma.contentRecord.findMany({ where: { contentId: item.id } });
    expect(history).toEqual([expect.objectContaining({ fromStatus: 2, toStatus: 3, operation: "delete" })]);
    // Gone from every tree; the path may be used again.
    expect((await admin.channel.tree.query({ parentId: null })).map((node) => node.id)).not.toContain(root.id);
    expect((await refused(admin.channel.get.query({ id: child.id }))).data.appCode).toBe("NOT_FOUND");
    expect(await admin.channel.checkPath.query({ path: "poverty" })).toEqual({ pass: true });
    await admin.channel.create.mutate(channel("扶贫", "poverty"));
  });
});
