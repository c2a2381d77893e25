import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Friend links and their categories (friendlink/*, friendlink/ctg_*), hot search words
// (searchwords/*) and auto-link keywords (keyword/*), with the origin's parameter names.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

const idOf = (answer: { body: unknown }) => (answer.body as { id: number }).id;

describe("friend links", () => {
  it("keeps categories at the origin's ctg_* paths: save, get, list, rename and reorder, delete", async () => {
    const a = idOf(await legacy.call("/api/admin/friendlink/ctg_save", { name: "政府网站", priority: "1" }));
    const b = idOf(await legacy.call("/api/admin/friendlink/ctg_save", { name: "合作单位", priority: "2" }));
    expect((await legacy.call("/api/admin/friendlink/ctg_get", { id: String(a) })).body).toMatchObject({
      id: a,
      name: "政府网站",
      priority: 1,
    });
    const renamed = await legacy.call("/api/admin/friendlink/ctg_priority", {
      ids: `${a},${b}`,
      priorities: "5,3",
      names: "政府机构,合作伙伴",
    });
    expect(renamed.code).toBe("200");
    const list = await legacy.call("/api/admin/friendlink/ctg_list");
    expect((list.body as { name: string }[]).map((row) => row.name)).toEqual(
      expect.arrayContaining(["政府机构", "合作伙伴"]),
    );
    // Lists of different lengths: refused, nothing renamed.
    expect(
      (await legacy.call("/api/admin/friendlink/ctg_priority", { ids: `${a},${b}`, priorities: "1", names: "x,y" }))
        .code,
    ).toBe("201");
    expect((await prisma.cmsFriendlinkCtg.findUniqueOrThrow({ where: { id: a } })).name).toBe("政府机构");
    expect((await legacy.call("/api/admin/friendlink/ctg_delete", { ids: String(b) })).code).toBe("200");
  });

  it("saves links in a category, reorders them many at once, and keeps a category with links", async () => {
    const ctg = idOf(await legacy.call("/api/admin/friendlink/ctg_save", { name: "友情站点" }));
    const first = await legacy.call("/api/admin/friendlink/save", {
      name: "中国政府网",
      domain: "https://www.gov.cn",
      priority: "1",
      views: "0",
      enabled: "true",
      categoryId: String(ctg),
    });
    expect(first.code).toBe("200");
    const second = idOf(
      await legacy.call("/api/admin/friendlink/save", {
        name: "浙江政务服务网",
        domain: "https://www.zjzwfw.gov.cn",
        priority: "2",
        views: "0",
        enabled: "true",
        categoryId: String(ctg),
      }),
    );
    const list = await legacy.call("/api/admin/friendlink/list", { queryCtgId: String(ctg) });
    expect((list.body as { name: string }[]).map((row) => row.name)).toEqual(["中国政府网", "浙江政务服务网"]);
    expect((list.body as Record<string, unknown>[])[0]).toMatchObject({ categoryId: ctg, categoryName: "友情站点" });
    const one = await legacy.call("/api/admin/friendlink/get", { id: String(second) });
    expect(one.body).toMatchObject({ categoryId: ctg, categoryName: "友情站点" });

    const reordered = await legacy.call("/api/admin/friendlink/priority", {
      ids: `${idOf(first)},${second}`,
      priorities: "9,4",
    });
    expect(reordered).toMatchObject({ code: "200", body: { count: 2 } });
    const after = await legacy.call("/api/admin/friendlink/list", { queryCtgId: String(ctg) });
    expect((after.body as { name: string }[]).map((row) => row.name)).toEqual(["浙江政务服务网", "中国政府网"]);
    const logged = await prisma.operationLog.count({ where: { resource: "friendlink", operation: "priority" } });
    expect(logged).toBeGreaterThanOrEqual(1);

    // Another site's link: the whole call is refused, nothing moves.
    const other = await secondSiteAdmin(server().url, "链接他站");
    const theirCtg = await other.friendlinkCtg.create.mutate({ name: "他站类别", priority: 10 });
    const theirs = await other.friendlink.create.mutate({
      name: "他站链接",
      domain: "https://example.com",
      categoryId: theirCtg.id,
      logo: null,
      email: null,
      description: null,
      views: 0,
      priority: 1,
      enabled: true,
    });
    const error = await refused(admin.friendlink.priority.mutate({ ids: [second, theirs.id], priorities: [1, 1] }));
    expect(error.data.appCode).toBe("NOT_FOUND");
    expect((await prisma.cmsFriendlink.findUniqueOrThrow({ where: { id: second } })).priority).toBe(4);

    // A category with links is kept.
    expect((await legacy.call("/api/admin/friendlink/ctg_delete", { ids: String(ctg) })).code).not.toBe("200");
    expect(await prisma.cmsFriendlinkCtg.count({ where: { id: ctg } })).toBe(1);
  });
});

describe("hot search words and keywords", () => {
  it("lists hot words with the origin's filter names, one word per site", async () => {
    await legacy.call("/api/admin/searchwords/save", { name: "白茶", priority: "1", recommend: "true" });
    await legacy.call("/api/admin/searchwords/save", { name: "黄桃", priority: "2" });
    expect((await legacy.call("/api/admin/searchwords/save", { name: "白茶" })).code).not.toBe("200");
    const recommended = await legacy.call("/api/admin/searchwords/list", { qrecommend: "true" });
    expect((recommended.body as { name: string }[]).map((row) => row.name)).toEqual(["白茶"]);
    const named = await legacy.call("/api/admin/searchwords/list", { qname: "黄" });
    expect(named.totalCount).toBe(1);
    // The origin's orderBy: 1 hits desc (default), 2 hits asc, 3 priority desc, 4 priority asc.
    const words = (answer: { body: unknown }) =>
      (answer.body as { name: string }[]).map((row) => row.name).filter((name) => ["白茶", "黄桃"].includes(name));
    const peach = (named.body as { id: number }[])[0]!.id;
    expect(
      (await legacy.call("/api/admin/searchwords/update", { id: String(peach), name: "黄桃", hitCount: "5" })).code,
    ).toBe("200");
    expect(words(await legacy.call("/api/admin/searchwords/list", {}))).toEqual(["黄桃", "白茶"]);
    expect(words(await legacy.call("/api/admin/searchwords/list", { orderBy: "2" }))).toEqual(["白茶", "黄桃"]);
    expect(words(await legacy.call("/api/admin/searchwords/list", { orderBy: "3" }))).toEqual(["黄桃", "白茶"]);
    expect(words(await legacy.call("/api/admin/searchwords/list", { orderBy: "4" }))).toEqual(["白茶", "黄桃"]);
    const unknownOrder = await legacy.call("/api/admin/searchwords/list", { orderBy: "9" });
    expect(unknownOrder.code).toBe("201");
  });

  it("updates keywords many at once (ids, names, urls, disableds)", async () => {
    const a = idOf(
      await legacy.call("/api/admin/keyword/save", { name: "安吉白茶", url: "<a href='/tea/'>安吉白茶</a>" }),
    );
    const b = idOf(
      await legacy.call("/api/admin/keyword/save", { name: "锦绣黄桃", url: "<a href='/peach/'>锦绣黄桃</a>" }),
    );
    const bulk = await legacy.call("/api/admin/keyword/update", {
      ids: `${a},${b}`,
      names: "安吉白茶,奉化水蜜桃",
      urls: "/tea/,/peach/",
      disableds: "false,true",
    });
    expect(bulk.code).toBe("200");
    expect(await prisma.cmsKeyword.findUniqueOrThrow({ where: { id: b } })).toMatchObject({
      name: "奉化水蜜桃",
      url: "/peach/",
      disabled: true,
    });
    const enabled = await legacy.call("/api/admin/keyword/list", { disabled: "false" });
    expect((enabled.body as { id: number }[]).map((row) => row.id)).toContain(a);
    expect((enabled.body as { id: number }[]).map((row) => row.id)).not.toContain(b);
  });
});
