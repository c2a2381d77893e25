import type { ApiClient } from "@suyuan/api/client";
import { customFieldsSchema } from "@suyuan/contracts/cms/custom-fields";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

const site = (siteName: string, extra: Record<string, unknown> = {}) => ({
  siteName,
  shortName: null,
  domain: null,
  accessPath: null,
  ...extra,
});

describe("sites (site/*)", () => {
  it("creates sites with unique domains and access paths, refusing clashes with the field named and nothing written", async () => {
    const { id } = await admin.site.create.mutate(
      site("乡村振兴网", { domain: "XC.Example.gov.cn", accessPath: "xc" }),
    );
    const item = await admin.site.get.query({ id });
    expect(item).toMatchObject({
      siteName: "乡村振兴网",
      domain: "xc.example.gov.cn",
      accessPath: "xc",
      masterSite: false,
    });

    const before = await prisma.site.count();
    expect(await refusedFields(admin.site.create.mutate(site("重复域名", { domain: "xc.example.gov.cn" })))).toEqual([
      "domain",
    ]);
    expect(await refusedFields(admin.site.create.mutate(site("重复路径", { accessPath: "xc" })))).toEqual([
      "accessPath",
    ]);
    expect(await refusedFields(admin.site.create.mutate(site("坏域名", { domain: "http://x/y" })))).toEqual(["domain"]);
    expect(await refusedFields(admin.site.create.mutate(site("坏路径", { accessPath: "../etc" })))).toEqual([
      "accessPath",
    ]);
    expect(await prisma.site.count()).toBe(before);

    // The checks say the same before saving.
    expect(await admin.site.checkDomain.query({ domain: "xc.example.gov.cn" })).toEqual({ result: false });
    expect(await admin.site.checkDomain.query({ domain: "xc.example.gov.cn", id })).toEqual({ result: true });
    expect(await admin.site.checkAccessPath.query({ accessPath: "free" })).toEqual({ result: true });
  });

  it("keeps exactly one master site: the flag moves, and is never simply taken away", async () => {
    const oldMaster = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
    expect(await admin.site.checkMaster.query({ id: null })).toEqual({ result: false });
    const { id } = await admin.site.create.mutate(site("新主站", { masterSite: true }));
    expect((await prisma.site.findMany({ where: { isMaster: true } })).map((row) => row.id)).toEqual([id]);

    const refusal = await refused(admin.site.update.mutate({ ...site("新主站"), id, masterSite: false }));
    expect(refusal.data.appCode).toBe("RULE_VIOLATION");
    expect(await prisma.site.count({ where: { isMaster: true } })).toBe(1);

    // Back to the old master (other tests rely on it), by moving the flag.
    await admin.site.update.mutate({ ...site(oldMaster.name), id: oldMaster.id, masterSite: true });
    expect((await prisma.site.findMany({ where: { isMaster: true } })).map((row) => row.id)).toEqual([oldMaster.id]);
    expect((await refused(admin.site.delete.mutate({ ids: [oldMaster.id] }))).data.appCode).toBe("RULE_VIOLATION");
  });

  it("deletes only empty sites, all or nothing", async () => {
    const empty = await admin.site.create.mutate(site("空站点"));
    const used = await admin.site.create.mutate(site("有栏目的站点"));
    const model = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "channel", isDefault: true } });
    await prisma.channel.create({ data: { siteId: used.id, name: "新闻", path: "news", modelId: model.id } });

    const refusal = await refused(admin.site.delete.mutate({ ids: [empty.id, used.id] }));
    expect(refusal.message).toContain("有栏目的站点");
    expect(await prisma.site.count({ where: { id: { in: [empty.id, used.id] } } })).toBe(2);
    expect(await admin.site.delete.mutate({ ids: [empty.id] })).toEqual({ deleted: 1 });
    expect(await prisma.site.findUnique({ where: { id: empty.id } })).toBeNull();
  });

  it("answers the site tree: the master at the root, the others under it", async () => {
    const master = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
    const all = await prisma.site.count();
    const roots = await admin.site.tree.query({ root: null, all: true });
    expect(roots).toEqual([{ id: master.id, name: master.name, masterSite: true, childCount: all - 1 }]);
    const children = await admin.site.tree.query({ root: master.id, all: true });
    expect(children).toHaveLength(all - 1);
    expect(children.every((node) => node.childCount === 0 && !node.masterSite)).toBe(true);
  });

  it("serves the origin's paths and field names on the legacy API", async () => {
    const saved = await legacy.call("/api/admin/site/save", {
      siteName: "旧客户端站点",
      shortName: "旧站",
      domain: "old.example.gov.cn",
      accessPath: "old",
      masterSite: "false",
    });
    expect(saved.code).toBe("200");
    const list = await legacy.call("/api/admin/site/list", { siteName: "旧客户端", pageNo: "1", pageSize: "10" });
    expect(list.totalCount).toBe(1);
    expect((list.body as { siteName: string; shortName: string }[])[0]).toMatchObject({
      siteName: "旧客户端站点",
      shortName: "旧站",
    });
    expect((await legacy.call("/api/admin/site/check_domain", { domain: "old.example.gov.cn" })).body).toEqual({
      result: false,
    });
    const clash = await legacy.call("/api/admin/site/save", { siteName: "撞路径", accessPath: "old" });
    expect(clash.code).toBe("201");

    expect(
      (await legacy.call("/api/admin/site_config/company_update", { name: "某县融媒体中心", icp: "浙ICP备00000000号" }))
        .code,
    ).toBe("200");
    const company = await legacy.call("/api/admin/site_config/company_get");
    expect(company.body).toMatchObject({ name: "某县融媒体中心", icp: "浙ICP备00000000号", address: null });
    const base = await legacy.call("/api/admin/site_config/base_get");
    expect(base.body).toMatchObject({ masterSite: true });
  });

  it("lists the master site first, then the oldest, each as get answers it", async () => {
    for (const name of ["排序一站", "排序二站", "排序三站"]) await admin.site.create.mutate(site(name));
    const rows = await prisma.site.findMany({ orderBy: [{ isMaster: "desc" }, { id: "asc" }] });
    const page = await admin.site.find.query({ page: 1, pageSize: 100 });
    expect(page.items.map((site) => site.id)).toEqual(rows.map((row) => row.id));
    expect(page.total).toBe(rows.length);
    const master = rows[0]!;
    const item = {
      id: master.id,
      siteName: master.name,
      shortName: master.shortName,
      domain: master.domain,
      domainAliases: master.domainAliases,
      accessPath: master.accessPath,
      masterSite: true,
      language: master.language,
      tplSolution: master.tplSolution,
      staticIndex: master.staticIndex,
      staticDir: master.staticDir,
      pageSuffix: master.pageSuffix,
      status: master.status,
      createdAt: master.createdAt,
      updatedAt: master.updatedAt,
    };
    expect(page.items[0]).toEqual(item);
    expect(await admin.site.get.query({ id: master.id })).toEqual(item);
    // A second page follows on in the same order.
    const second = await admin.site.find.query({ page: 2, pageSize: 2 });
    expect(second.items.map((site) => site.id)).toEqual(rows.slice(2, 4).map((row) => row.id));
  });
});

describe("models and their fields (model/*, item/*)", () => {
  it("starts with a default channel model and a default content model whose built-in fields the origin's form needs", async () => {
    const models = await legacy.call("/api/admin/model/list", { containDisabled: "false", hasContent: "true" });
    const content = (models.body as { id: number; name: string; def: boolean }[]).find((model) => model.def);
    expect(content).toBeDefined();
    const items = await legacy.call("/api/admin/item/list", { modelId: String(content?.id), isChannel: "false" });
    const fields = items.body as { field: string; dataType: number; custom: boolean; defValue: string | null }[];
    expect(fields.map((item) => item.field)).toEqual(expect.arrayContaining(["title", "txt"]));
    expect(fields.find((item) => item.field === "title")).toMatchObject({ dataType: 1, custom: false });
    // The body is a text area for the origin's client, and has no default (it would throw there).
    expect(fields.find((item) => item.field === "txt")).toMatchObject({ dataType: 4, defValue: null });
    // Any other blank default is "", as the origin answers: its form hands titleImg's default to an
    // image picker that calls indexOf on it.
    expect(fields.find((item) => item.field === "titleImg")).toMatchObject({ dataType: 10, defValue: "" });
    expect(fields.filter((item) => item.field !== "txt" && typeof item.defValue !== "string")).toEqual([]);
    // The typed procedure keeps null for "no default".
    const typed = await admin.cmsModel.items.query({ modelId: content?.id ?? 0 });
    expect(typed.find((item) => item.field === "titleImg")?.defValue).toBeNull();
    expect(
      (await legacy.call("/api/admin/item/list", { modelId: String(content?.id), isChannel: "true" })).body,
    ).toEqual([]);
  });

  it("adds custom fields with their rules, and the content schema built from them validates attrs", async () => {
    const { id: modelId } = await admin.cmsModel.create.mutate({ name: "农产品", kind: "content", path: "product" });
    expect(
      await refusedFields(admin.cmsModel.create.mutate({ name: "重复", kind: "content", path: "product" })),
    ).toEqual(["path"]);
    const field = (extra: Record<string, unknown>) => ({
      modelId,
      field: "grade",
      label: "等级",
      dataType: "select" as const,
      ...extra,
    });
    expect(await refusedFields(admin.cmsModel.createItem.mutate(field({})))).toEqual(["options"]);
    expect(await refusedFields(admin.cmsModel.createItem.mutate(field({ field: "title", dataType: "text" })))).toEqual([
      "field",
    ]);
    expect(await refusedFields(admin.cmsModel.createItem.mutate(field({ field: "1bad", options: ["一级"] })))).toEqual([
      "field",
    ]);
    await admin.cmsModel.createItem.mutate(field({ options: ["一级", "二级"], required: true }));
    expect(await refusedFields(admin.cmsModel.createItem.mutate(field({ options: ["一级"] })))).toEqual(["field"]);

    // The legacy form: the origin's dataType number and a comma-joined optValue.
    const saved = await legacy.call("/api/admin/item/save", {
      modelId: String(modelId),
      field: "certs",
      label: "认证",
      dataType: "7",
      optValue: "绿色,有机",
    });
    expect(saved.code).toBe("200");
    expect(
      (await legacy.call("/api/admin/item/check_field", { modelId: String(modelId), field: "certs" })).body,
    ).toEqual({
      result: false,
    });

    const items = await prisma.cmsModelItem.findMany({ where: { modelId } });
    const schema = customFieldsSchema(items);
    expect(schema.parse({ grade: "一级", certs: "有机" })).toEqual({ grade: "一级", certs: ["有机"] });
    expect(schema.safeParse({ grade: "三级" }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);

    // Built-in fields stay; custom ones can go.
    const title = items.find((item) => item.field === "title");
    expect((await refused(admin.cmsModel.deleteItems.mutate({ ids: [title?.id ?? 0] }))).data.appCode).toBe(
      "RULE_VIOLATION",
    );
    const certs = items.find((item) => item.field === "certs");
    expect(await admin.cmsModel.deleteItems.mutate({ ids: [certs?.id ?? 0] })).toEqual({ deleted: 1 });
  });

  it("keeps one default model per kind and refuses deleting one in use", async () => {
    const oldDefault = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "content", isDefault: true } });
    const { id } = await admin.cmsModel.create.mutate({
      name: "图片",
      kind: "content",
      path: "picture",
      isDefault: true,
    });
    expect(
      (await prisma.cmsModel.findMany({ where: { kind: "content", isDefault: true } })).map((row) => row.id),
    ).toEqual([id]);
    const input = { name: "图片", kind: "content" as const, path: "picture", id };
    expect((await refused(admin.cmsModel.update.mutate({ ...input, isDefault: false }))).data.appCode).toBe(
      "RULE_VIOLATION",
    );
    await admin.cmsModel.update.mutate({
      ...input,
      id: oldDefault.id,
      name: oldDefault.name,
      path: oldDefault.path,
      isDefault: true,
    });
    const channelModel = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "channel", isDefault: true } });
    expect((await refused(admin.cmsModel.delete.mutate({ ids: [channelModel.id] }))).data.appCode).toBe(
      "RULE_VIOLATION",
    );
    expect(await admin.cmsModel.delete.mutate({ ids: [id] })).toEqual({ deleted: 1 });
    expect(await prisma.cmsModelItem.count({ where: { modelId: id } })).toBe(0);
  });
});
