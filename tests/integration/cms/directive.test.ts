import type { ApiClient } from "@suyuan/api/client";
import { loadQrCode } from "@suyuan/api/lib/lazy-modules";
import { qrCodeSvg } from "@suyuan/api/services/public-site/qr-code";
import { generateDirectiveCode } from "@suyuan/contracts/directive/directive-code";
import { ZDirectiveParams, type TDirectiveParamsInput } from "@suyuan/contracts/directive/directive-params";
import { beforeAll, describe, expect, it } from "vitest";
import { contentUser } from "../../support/content-fixtures.ts";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// The tag wizard (`directive/{list,get,save,update,delete}`) through tRPC and the origin's
// /api/admin paths, and the QR codes of site addresses (`dimensioncode/create`).

const PUBLIC_ORIGIN = "https://cms.example.com";
const server = useTestServer({ PUBLIC_BASE_URL: PUBLIC_ORIGIN });
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let channelId: number;
let childId: number;
let typeId: number;
/** Ad spaces of the site: the advertising tag's `aid` must name one of them. */
let spaces: number[];

const codeOf = (params: TDirectiveParamsInput) => generateDirectiveCode(ZDirectiveParams.parse(params));
const stored = (id: number) => prisma.directive.findUniqueOrThrow({ where: { id } });
const logged = (operation: string, id: number) =>
  prisma.operationLog.count({ where: { resource: "directive", operation, targetId: String(id) } });

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
  await prisma.site.update({
    where: { id: siteId },
    data: { domain: "www.dir-site.cn", domainAliases: ["m.dir-site.cn"] },
  });
  const channelModel =
    (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
    (await prisma.cmsModel.create({ data: { name: "栏目模型", kind: "channel", path: "dir-channel" } }));
  channelId = (
    await prisma.channel.create({ data: { siteId, name: "新闻", path: "dir-news", modelId: channelModel.id } })
  ).id;
  childId = (
    await prisma.channel.create({
      data: { siteId, name: "本地要闻", path: "dir-local", parentId: channelId, modelId: channelModel.id },
    })
  ).id;
  typeId = (await prisma.contentType.create({ data: { name: "向导类型" } })).id;
  spaces = await Promise.all(
    ["通栏", "侧栏", "底栏"].map(
      async (name) => (await prisma.cmsAdvertisingSpace.create({ data: { siteId, name } })).id,
    ),
  );
});

describe("saved tags over tRPC", () => {
  it("creates, reads, lists, updates and deletes, storing the tag generated from the picks", async () => {
    const params: TDirectiveParamsInput = {
      kind: "content_list",
      channelIds: [channelId, childId],
      typeIds: [typeId],
      recommend: true,
      count: 8,
      orderBy: 9,
    };
    const { id } = await admin.directive.create.mutate({ name: " 首页新闻 ", params });
    const row = await stored(id);
    expect(row).toMatchObject({ siteId, name: "首页新闻", kind: "content_list", code: codeOf(params) });
    expect(row.code).toContain(`{% cms_content_list channelId: "${channelId},${childId}" typeId: "${typeId}"`);
    expect(await logged("create", id)).toBe(1);

    const got = await admin.directive.get.query({ id });
    expect(got).toMatchObject({ id, name: "首页新闻", kind: "content_list", code: codeOf(params) });
    expect(got.params).toEqual(ZDirectiveParams.parse(params));

    const listed = await admin.directive.find.query({ page: 1, pageSize: 10, name: "首页" });
    expect(listed.items.map((item) => item.id)).toEqual([id]);
    expect((await admin.directive.find.query({ page: 1, pageSize: 10, kind: "advertising" })).items).toEqual([]);

    const changed = { kind: "channel_list", mode: "single", singleType: "navigation", channelId: childId } as const;
    expect(await admin.directive.update.mutate({ id, data: { name: "面包屑", params: changed } })).toEqual({ id });
    expect(await stored(id)).toMatchObject({ name: "面包屑", kind: "channel_list", code: codeOf(changed) });
    expect(await logged("update", id)).toBe(1);

    expect(await admin.directive.delete.mutate({ ids: [id] })).toEqual({ deleted: 1 });
    expect(await prisma.directive.count({ where: { id } })).toBe(0);
    expect(await logged("delete", id)).toBe(1);
  });

  it("refuses picks that are incomplete, out of range or of channels not of the site, writing nothing", async () => {
    const before = await prisma.directive.count();
    const cases: [TDirectiveParamsInput, string][] = [
      [{ kind: "channel_list", mode: "single" }, "params.channelId"],
      [{ kind: "channel_list", listType: "brothers" }, "params.channelId"],
      [{ kind: "content_list", mode: "single" }, "params.contentId"],
      [{ kind: "content_list", count: 101 }, "params.count"],
      [{ kind: "content_list", orderBy: 25 }, "params.orderBy"],
      [{ kind: "content_list", channelIds: [999_999] }, "params.channelIds"],
      [{ kind: "content_list", typeIds: [999_999] }, "params.typeIds"],
      [{ kind: "advertising" } as TDirectiveParamsInput, "params.aid"],
    ];
    for (const [params, field] of cases) {
      const refusal = await refused(admin.directive.create.mutate({ name: "坏标签", params }));
      expect(refusal.data.appCode, JSON.stringify(params)).toBe("BAD_REQUEST");
      expect(Object.keys(refusal.data.fieldErrors ?? {}), JSON.stringify(params)).toContain(field);
    }
    const unknownKind = await refused(
      admin.directive.create.mutate({ name: "坏标签", params: { kind: "banner" } as unknown as TDirectiveParamsInput }),
    );
    expect(unknownKind.message).toBe("请选择标签类型（内容列表、栏目列表或广告）");
    expect(
      (await refused(admin.directive.create.mutate({ name: " ", params: { kind: "content_list" } }))).message,
    ).toBe("请填写标签名称");
    expect(await prisma.directive.count()).toBe(before);
  });

  it("keeps names unique per site, also when ten saves race for one name", async () => {
    const params = { kind: "advertising", aid: spaces[2]! } as const;
    await admin.directive.create.mutate({ name: "广告位", params });
    const clash = await refused(admin.directive.create.mutate({ name: "广告位", params }));
    expect(clash.message).toBe("本站已有该名称的标签向导");
    expect(clash.data.fieldErrors).toEqual({ name: ["本站已有该名称的标签向导"] });
    const other = await admin.directive.create.mutate({ name: "另一个", params });
    expect(
      (await refused(admin.directive.update.mutate({ id: other.id, data: { name: "广告位", params } }))).message,
    ).toBe("本站已有该名称的标签向导");

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => admin.directive.create.mutate({ name: "并发标签", params })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected")
        expect((result.reason as { message: string }).message).toBe("本站已有该名称的标签向导");
    expect(await prisma.directive.count({ where: { siteId, name: "并发标签" } })).toBe(1);
  });

  it("keeps each site's tags to itself", async () => {
    const { id } = await admin.directive.create.mutate({
      name: "本站专用",
      params: { kind: "advertising", aid: spaces[0]! },
    });
    const other = await secondSiteAdmin(server().url, "向导他站");
    expect((await other.directive.find.query({ page: 1, pageSize: 50 })).items).toEqual([]);
    expect((await refused(other.directive.get.query({ id }))).data.appCode).toBe("NOT_FOUND");
    const data = { name: "改名", params: { kind: "advertising", aid: spaces[1]! } } as const;
    expect((await refused(other.directive.update.mutate({ id, data }))).data.appCode).toBe("NOT_FOUND");
    expect((await refused(other.directive.delete.mutate({ ids: [id] }))).data.appCode).toBe("NOT_FOUND");
    // A channel of the first site is none of the second site's.
    const foreignChannel = other.directive.create.mutate({
      name: "他站栏目",
      params: { kind: "channel_list", channelId },
    });
    expect((await refused(foreignChannel)).data.fieldErrors).toEqual({
      "params.channelId": ["所选的数据不存在，请刷新后重试"],
    });
    // The same name is free on the other site (with an ad space of its own).
    const otherSite = (await other.auth.getMe.query()).siteId!;
    const otherSpace = await prisma.cmsAdvertisingSpace.create({ data: { siteId: otherSite, name: "他站通栏" } });
    await other.directive.create.mutate({ name: "本站专用", params: { kind: "advertising", aid: otherSpace.id } });
    expect(await stored(id)).toMatchObject({ name: "本站专用", siteId });
  });

  it("refuses callers without the wizard's keys", async () => {
    const reader = await contentUser(server().url, admin, {
      username: "dir-reader",
      perms: ["/directive/list"],
      siteId,
    });
    const stranger = await contentUser(server().url, admin, {
      username: "dir-stranger",
      perms: ["/trace_record/list"],
      siteId,
    });
    const params = { kind: "advertising", aid: spaces[0]! } as const;
    expect((await reader.directive.find.query({ page: 1, pageSize: 10 })).items.length).toBeGreaterThan(0);
    // The pickers' choices are readable with the wizard's key alone (no channel or type page key).
    const choices = await reader.directive.choices.query();
    expect(choices.channels).toEqual([
      { id: channelId, name: "新闻", hasChild: true, child: [{ id: childId, name: "本地要闻", hasChild: false }] },
    ]);
    expect(choices.types).toContainEqual({ id: typeId, name: "向导类型" });
    expect((await refused(stranger.directive.choices.query())).data.appCode).toBe("FORBIDDEN");
    expect((await refused(reader.directive.create.mutate({ name: "无权", params }))).data.appCode).toBe("FORBIDDEN");
    const some = (await admin.directive.find.query({ page: 1, pageSize: 1 })).items[0]!;
    expect((await refused(reader.directive.delete.mutate({ ids: [some.id] }))).data.appCode).toBe("FORBIDDEN");
    expect((await refused(stranger.directive.find.query({ page: 1, pageSize: 10 }))).data.appCode).toBe("FORBIDDEN");
    expect((await refused(stranger.directive.createDimensionCode.mutate({ url: "/" }))).data.appCode).toBe("FORBIDDEN");
    expect(await prisma.directive.count({ where: { name: "无权" } })).toBe(0);
  });
});

describe("saved tags over the legacy paths", () => {
  it("saves, lists, gets, updates and deletes; the tag text is the server's, never the client's", async () => {
    // The origin's spelling of the sibling list, as its saved forms send it.
    const params: TDirectiveParamsInput = {
      kind: "channel_list",
      listType: "borthers",
      channelId: childId,
      hasContent: true,
    };
    const saved = await legacy.call("/api/admin/directive/save", {
      name: "兄弟栏目",
      params: JSON.stringify(params),
      code: "{% evil %}",
    });
    expect(saved.code).toBe("200");
    const { id } = saved.body as { id: number };
    expect((await stored(id)).code).toBe(codeOf(params));
    expect((await stored(id)).code).toContain(`{% cms_channel_list listType: "brothers" channelId: ${childId}`);

    const listed = await legacy.call("/api/admin/directive/list", { name: "兄弟" });
    expect(listed.code).toBe("200");
    expect(listed.body).toEqual([expect.objectContaining({ id, name: "兄弟栏目", kind: "channel_list" })]);
    const got = await legacy.call("/api/admin/directive/get", { id: String(id) });
    expect(got.body).toMatchObject({ id, code: codeOf(params) });

    const next: TDirectiveParamsInput = { kind: "content_list", mode: "page", channelIds: [channelId], count: 20 };
    const updated = await legacy.call("/api/admin/directive/update", {
      id: String(id),
      name: "分页列表",
      params: JSON.stringify(next),
    });
    expect(updated.code).toBe("200");
    expect(await stored(id)).toMatchObject({ name: "分页列表", code: codeOf(next) });

    const clash = await legacy.call("/api/admin/directive/save", { name: "分页列表", params: JSON.stringify(next) });
    expect(clash).toMatchObject({ code: "201", message: "本站已有该名称的标签向导" });
    const bad = await legacy.call("/api/admin/directive/save", { name: "坏", params: "{not json" });
    expect(bad.code).toBe("201");

    expect((await legacy.call("/api/admin/directive/delete", { ids: String(id) })).code).toBe("200");
    expect(await prisma.directive.count({ where: { id } })).toBe(0);
  });
});

/** The width and height a PNG's IHDR chunk gives, after checking its signature. */
function pngSize(dataUrl: string): { width: number; height: number } {
  expect(dataUrl.startsWith("data:image/png;base64,")).toBe(true);
  const bytes = Buffer.from(dataUrl.slice("data:image/png;base64,".length), "base64");
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("dimensioncode/create", () => {
  it("answers a PNG of the asked size for addresses of the caller's sites", async () => {
    const site = await prisma.site.create({ data: { name: "二维码分站", accessPath: "qrsub" } });
    const urls = [
      "http://www.dir-site.cn/news/12.html",
      "https://M.DIR-SITE.CN/",
      "http://any-host.example.org/site/qrsub/news/",
      "/news/12.html",
      "/site/qrsub/",
    ];
    for (const url of urls) {
      const { dataUrl } = await admin.directive.createDimensionCode.mutate({ url, size: 240 });
      expect(pngSize(dataUrl), url).toEqual({ width: 240, height: 240 });
    }
    const { dataUrl } = await admin.directive.createDimensionCode.mutate({ url: "http://www.dir-site.cn/" });
    expect(pngSize(dataUrl)).toEqual({ width: 300, height: 300 });

    // Relative paths are completed to addresses a phone can open: the site's domain, or the public origin.
    const QRCode = await loadQrCode();
    const same = (text: string, size: number) =>
      QRCode.toDataURL(text, { type: "image/png", errorCorrectionLevel: "M", width: size, margin: 2 });
    for (const [url, text] of [
      ["/news/12.html", "http://www.dir-site.cn/news/12.html"],
      ["/site/qrsub/", `${PUBLIC_ORIGIN}/site/qrsub/`],
      ["https://M.DIR-SITE.CN", "https://m.dir-site.cn/"],
    ] as const)
      expect((await admin.directive.createDimensionCode.mutate({ url, size: 200 })).dataUrl, url).toBe(
        await same(text, 200),
      );

    const answer = await legacy.call("/api/admin/dimensioncode/create", { url: "/news/1.html", size: "150" });
    expect(answer.code).toBe("200");
    expect(pngSize((answer.body as { dataUrl: string }).dataUrl)).toEqual({ width: 150, height: 150 });
    expect(site.id).toBeGreaterThan(0);
  });

  it("refuses addresses of no site of the caller's, and sizes out of range", async () => {
    const member = await contentUser(server().url, admin, {
      username: "qr-member",
      perms: ["/content/list"],
      siteId,
    });
    await prisma.site.create({ data: { name: "他人分站", accessPath: "notmine", domain: "other-site.cn" } });
    expect(
      pngSize((await member.directive.createDimensionCode.mutate({ url: "http://www.dir-site.cn/a" })).dataUrl),
    ).toBeTruthy();
    for (const url of [
      "https://evil.example.com/login",
      "http://other-site.cn/",
      "http://www.dir-site.cn.evil.com/",
      "http://any-host.example.org/site/notmine/",
      "/site/notmine/",
      "javascript:alert(1)",
      "//evil.example.com/",
      "http://user:pass@www.dir-site.cn/",
      "/site/%E0%A4%A/",
    ]) {
      const refusal = await refused(member.directive.createDimensionCode.mutate({ url }));
      expect(refusal.message, url).toBe("只能为本人管理的站点的网址生成二维码");
      expect(refusal.data.appCode).toBe("BAD_REQUEST");
    }
    for (const size of [99, 1001]) {
      const refusal = await refused(admin.directive.createDimensionCode.mutate({ url: "/", size }));
      expect(refusal.data.fieldErrors?.size).toBeTruthy();
    }
    const legacyRefusal = await legacy.call("/api/admin/dimensioncode/create", { url: "https://evil.example.com/" });
    expect(legacyRefusal).toMatchObject({ code: "201", message: "只能为本人管理的站点的网址生成二维码" });
  });
});

describe("qrCodeSvg (the public content page's own address)", () => {
  it("answers an SVG, the same one again from its cache", async () => {
    const svg = await qrCodeSvg("http://www.dir-site.cn/news/12.html");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(await qrCodeSvg("http://www.dir-site.cn/news/12.html")).toBe(svg);
    expect(await qrCodeSvg("http://www.dir-site.cn/news/13.html")).not.toBe(svg);
  });
});
