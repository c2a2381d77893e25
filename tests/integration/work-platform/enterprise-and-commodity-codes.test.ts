import type { ApiClient } from "@suyuan/api/client";
import { isValidGtin } from "@suyuan/contracts/common/gtin";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { loginCookie } from "../../support/trpc-http.ts";
import { makeGoods } from "../resources/commerce-fixtures.ts";
import { failure } from "../../support/failure.ts";

// Enterprise codes (company prefixes, 7–10 digits, unique, one per enterprise) and commodity
// codes: the GTIN-13 and its GS1 check digit computed by the server, the item reference's length,
// the category tree, goods adopting a GTIN, and the printable PDF label.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let cookie: string;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

const assign = (enterpriseId: number, companyPrefix: string) =>
  admin.enterpriseCode.create.mutate({ enterpriseId, companyPrefix, note: null });

const product = (enterpriseId: number, itemReference: string, overrides: Record<string, unknown> = {}) => ({
  enterpriseId,
  itemReference,
  productName: "富硒大米",
  specification: "5kg",
  categoryId: null,
  goodsId: null,
  note: null,
  ...overrides,
});

describe("enterprise codes", () => {
  it("takes 7 to 10 digits only, each prefix once and one per enterprise", async () => {
    const { enterpriseId } = await makeGoods();
    for (const bad of ["690123", "69012345678", "69012a4", "６９０１２３４"]) {
      const refused = await failure(assign(enterpriseId, bad));
      expect(refused.fieldErrors.companyPrefix, bad).toBeDefined();
    }
    const { id } = await assign(enterpriseId, "6901234");
    const got = await admin.enterpriseCode.get.query({ id });
    expect(got).toMatchObject({ companyPrefix: "6901234", enterprise: { id: enterpriseId }, codeCount: 0 });
    expect(got.assignedBy).toBeTruthy();
    const other = (await makeGoods()).enterpriseId;
    const taken = await failure(assign(other, "6901234"));
    expect(taken.message).toBe("该企业编码已分配给其他企业");
    expect(taken.fieldErrors.companyPrefix).toBeDefined();
    const twice = await failure(assign(enterpriseId, "69012345"));
    expect(twice.fieldErrors.enterpriseId).toEqual(["该企业已分配企业编码"]);
    expect(await prisma.enterpriseCode.count({ where: { enterpriseId } })).toBe(1);
  });

  it("lets one of parallel assignments of a prefix through", async () => {
    const enterprises = await Promise.all(Array.from({ length: 12 }, () => makeGoods()));
    const results = await Promise.allSettled(enterprises.map((e) => assign(e.enterpriseId, "6909999999")));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected") expect((result.reason as Error).message).toBe("该企业编码已分配给其他企业");
    expect(await prisma.enterpriseCode.count({ where: { companyPrefix: "6909999999" } })).toBe(1);
  });
});

describe("commodity codes and GTIN-13", () => {
  it("computes the GS1 check digit of known GTINs from prefix and item reference", async () => {
    const known = [
      { prefix: "4006381", item: "33393", gtin: "4006381333931" },
      { prefix: "5901234", item: "12345", gtin: "5901234123457" },
      { prefix: "978030640", item: "615", gtin: "9780306406157" },
    ];
    for (const { prefix, item, gtin } of known) {
      const { enterpriseId } = await makeGoods();
      await assign(enterpriseId, prefix);
      // Whatever GTIN a caller sends is ignored: the server computes it.
      const { id } = await admin.commodityCode.create.mutate({ ...product(enterpriseId, item), gtin: "1" });
      const got = await admin.commodityCode.get.query({ id });
      expect(got).toMatchObject({ gtin, companyPrefix: prefix, itemReference: item });
      expect(isValidGtin(got.gtin)).toBe(true);
      expect((await prisma.commodityCode.findUniqueOrThrow({ where: { id } })).gtin).toBe(gtin);
    }
  });

  it("requires the item reference to fill the prefix to 12 digits, once per enterprise", async () => {
    const { enterpriseId } = await makeGoods();
    const without = await failure(admin.commodityCode.create.mutate(product(enterpriseId, "12345")));
    expect(without.fieldErrors.enterpriseId).toEqual(["该企业尚未分配企业编码"]);
    const { id: codeId } = await assign(enterpriseId, "69055555");
    for (const wrong of ["123", "12345", "12a4", "1"]) {
      const refused = await failure(admin.commodityCode.create.mutate(product(enterpriseId, wrong)));
      expect(refused.fieldErrors.itemReference, wrong).toBeDefined();
    }
    expect((await failure(admin.commodityCode.create.mutate(product(enterpriseId, "123")))).message).toContain("4");
    const { id } = await admin.commodityCode.create.mutate(product(enterpriseId, "0042"));
    expect((await admin.commodityCode.get.query({ id })).gtin).toBe("6905555500422");
    const again = await failure(admin.commodityCode.create.mutate(product(enterpriseId, "0042")));
    expect(again.fieldErrors.itemReference).toEqual(["该企业下此商品项目代码已使用"]);
    // With a code under it, the prefix no longer changes (printed GTINs would stop matching).
    const locked = await failure(
      admin.enterpriseCode.update.mutate({ id: codeId, data: { enterpriseId, companyPrefix: "69055556", note: null } }),
    );
    expect(locked.appCode).toBe("RULE_VIOLATION");
    expect((await prisma.enterpriseCode.findUniqueOrThrow({ where: { id: codeId } })).companyPrefix).toBe("69055555");
  });

  it("lets a goods record of the same enterprise adopt the GTIN as its barcode", async () => {
    const { enterpriseId, goodsId } = await makeGoods();
    const stranger = await makeGoods();
    await assign(enterpriseId, "690777777");
    const wrongGoods = await failure(
      admin.commodityCode.create.mutate(product(enterpriseId, "123", { goodsId: stranger.goodsId })),
    );
    expect(wrongGoods.fieldErrors.goodsId).toBeDefined();
    const { id: unlinked } = await admin.commodityCode.create.mutate(product(enterpriseId, "124"));
    expect((await failure(admin.commodityCode.adopt.mutate({ id: unlinked }))).appCode).toBe("RULE_VIOLATION");
    const { id } = await admin.commodityCode.create.mutate(product(enterpriseId, "123", { goodsId }));
    const before = await admin.commodityCode.get.query({ id });
    expect(before.goodsBarcode).toBeNull();
    const adopted = await admin.commodityCode.adopt.mutate({ id });
    expect(adopted).toEqual({ goodsId, barcode: before.gtin });
    expect((await prisma.goods.findUniqueOrThrow({ where: { id: goodsId } })).barcode).toBe(before.gtin);
    expect((await admin.commodityCode.get.query({ id })).goodsBarcode).toBe(before.gtin);
    expect(
      await prisma.operationLog.count({
        where: { resource: "goods", operation: "adopt-gtin", targetId: String(goodsId) },
      }),
    ).toBe(1);
  });

  it("prints the label as a PDF", async () => {
    const { enterpriseId } = await makeGoods();
    await assign(enterpriseId, "6908888");
    const { id } = await admin.commodityCode.create.mutate(product(enterpriseId, "00001"));
    const answer = await fetch(`${server().url}/download/commodity-label/${id}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(500);
    expect((await fetch(`${server().url}/download/commodity-label/${id}`)).status).toBe(401);
    expect((await fetch(`${server().url}/download/commodity-label/999999`, { headers: { cookie } })).status).toBe(404);
  });
});

describe("the category tree", () => {
  it("derives levels, refuses cycles, and deletes only leaves without codes", async () => {
    const root = await admin.commodityCode.saveCategory.mutate({ parentId: null, code: "01", name: "粮油" });
    const child = await admin.commodityCode.saveCategory.mutate({ parentId: root.id, code: "0101", name: "大米" });
    const leaf = await admin.commodityCode.saveCategory.mutate({ parentId: child.id, code: "010101", name: "粳米" });
    const tree = await admin.commodityCode.categories.query();
    expect(tree.filter((node) => [root.id, child.id, leaf.id].includes(node.id)).map((node) => node.level)).toEqual([
      1, 2, 3,
    ]);
    const cycle = await failure(
      admin.commodityCode.saveCategory.mutate({ id: root.id, parentId: leaf.id, code: "01", name: "粮油" }),
    );
    expect(cycle.fieldErrors.parentId).toBeDefined();
    const dup = await failure(admin.commodityCode.saveCategory.mutate({ parentId: null, code: "01", name: "重复" }));
    expect(dup.fieldErrors.code).toBeDefined();
    // Moving the middle node to the top lifts its subtree.
    await admin.commodityCode.saveCategory.mutate({ id: child.id, parentId: null, code: "0101", name: "大米" });
    expect((await prisma.commodityCategory.findUniqueOrThrow({ where: { id: leaf.id } })).level).toBe(2);
    const { enterpriseId } = await makeGoods();
    await assign(enterpriseId, "6906666");
    await admin.commodityCode.create.mutate(product(enterpriseId, "00002", { categoryId: leaf.id }));
    expect((await failure(admin.commodityCode.deleteCategory.mutate({ id: child.id }))).appCode).toBe("RULE_VIOLATION");
    expect((await failure(admin.commodityCode.deleteCategory.mutate({ id: leaf.id }))).appCode).toBe("RULE_VIOLATION");
    await admin.commodityCode.deleteCategory.mutate({ id: root.id });
    expect(await prisma.commodityCategory.count({ where: { id: root.id } })).toBe(0);
  });

  it("serves the legacy paths in the envelope", async () => {
    const list = await legacy.call("/api/admin/commodityCode/list", { pageNo: "1", pageSize: "5" });
    expect(list.code).toBe("200");
    expect(list.totalCount).toBeGreaterThan(0);
    const codes = await legacy.call("/api/admin/enterpriseCode/list", { pageNo: "1", pageSize: "5" });
    expect(codes.code).toBe("200");
    const bad = await legacy.call("/api/admin/enterpriseCode/save", { enterpriseId: "1", companyPrefix: "12" });
    expect(bad.code).toBe("201");
    const categories = await legacy.call("/api/admin/commodityCategory/list");
    expect(categories.code).toBe("200");
    expect(Array.isArray(categories.body)).toBe(true);
  });
});
