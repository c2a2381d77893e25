import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { makeGoods, otherSite } from "./commerce-fixtures.ts";
import { failure } from "../../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

const sale = (goodsId: number, overrides: Record<string, unknown> = {}) => ({
  goodsId,
  enterpriseId: null,
  buyer: "王五",
  quantity: 3.333,
  unitPrice: 2.35,
  channel: "online" as const,
  buyerProvinceCode: "330000",
  buyerCityCode: "330100",
  buyerCountyCode: "330106",
  date: "2026-01-15",
  ...overrides,
});

describe("sales (resource kit)", () => {
  it("computes the amount, takes the goods' enterprise, logs and deletes", async () => {
    const { goodsId, enterpriseId } = await makeGoods();
    const { id } = await admin.sale.create.mutate(sale(goodsId));
    const got = await admin.sale.get.query({ id });
    // 3.333 × 2.35 = 7.83255 → 7.83
    expect(got).toMatchObject({ amount: 7.83, enterpriseId, enterprise: { id: enterpriseId } });
    // 1.5 × 0.33 = 0.495 → 0.50 (half up)
    await admin.sale.update.mutate({ id, data: { ...got, quantity: 1.5, unitPrice: 0.33 } });
    expect((await admin.sale.get.query({ id })).amount).toBe(0.5);
    const other = await makeGoods();
    const wrong = await failure(admin.sale.create.mutate(sale(goodsId, { enterpriseId: other.enterpriseId })));
    expect(Object.keys(wrong.fieldErrors)).toEqual(["enterpriseId"]);
    expect(await prisma.operationLog.count({ where: { resource: "sale" } })).toBe(2);
    await admin.sale.delete.mutate({ ids: [id] });
    expect(await prisma.sale.count({ where: { id } })).toBe(0);
  });

  it("refuses bad input and writes nothing", async () => {
    const { goodsId } = await makeGoods();
    const before = await prisma.sale.count();
    expect(Object.keys((await failure(admin.sale.create.mutate(sale(goodsId, { quantity: 0 })))).fieldErrors)).toEqual([
      "quantity",
    ]);
    expect(
      Object.keys((await failure(admin.sale.create.mutate(sale(goodsId, { buyer: "a\u0000" })))).fieldErrors),
    ).toEqual(["buyer"]);
    expect(
      Object.keys((await failure(admin.sale.create.mutate(sale(goodsId, { date: "2026-02-30" })))).fieldErrors),
    ).toEqual(["date"]);
    expect(Object.keys((await failure(admin.sale.create.mutate(sale(2 ** 31)))).fieldErrors)).toEqual(["goodsId"]);
    expect(await prisma.sale.count()).toBe(before);
  });

  it("sums amount and quantity per month, for this site only", async () => {
    const { goodsId, enterpriseId } = await makeGoods();
    await admin.sale.create.mutate(sale(goodsId, { quantity: 2, unitPrice: 10, date: "2025-11-03" }));
    await admin.sale.create.mutate(sale(goodsId, { quantity: 1, unitPrice: 5, date: "2025-11-30" }));
    await admin.sale.create.mutate(sale(goodsId, { quantity: 1, unitPrice: 1, date: "2026-01-01" }));
    const site = await otherSite();
    await prisma.sale.create({
      data: {
        siteId: site.id,
        goodsId,
        enterpriseId,
        buyer: "x",
        quantity: 100,
        unitPrice: 100,
        amount: 10000,
        channel: "online",
        date: new Date("2025-11-10T00:00:00Z"),
      },
    });
    const monthly = await admin.sale.findMonthly.query({ from: "2025-11", to: "2026-01" });
    expect(monthly).toEqual([
      { month: "2025-11", amount: 25, quantity: 3 },
      { month: "2025-12", amount: 0, quantity: 0 },
      { month: "2026-01", amount: 1, quantity: 1 },
    ]);
    const list = await legacy.call("/api/admin/sell/list", { pageNo: "1" });
    expect(list.code).toBe("200");
    expect(list.totalCount).toBe(3);
  });
});

const listing = (goodsId: number, overrides: Record<string, unknown> = {}) => ({
  goodsId,
  title: "高山茶",
  price: 99,
  originalPrice: 129,
  stock: 10,
  onShelf: true,
  sortOrder: 1,
  images: [],
  description: "<p>好茶</p><script>alert(1)</script>",
  ...overrides,
});

describe("mall items (resource kit)", () => {
  it("lists approved goods of approved enterprises once per site", async () => {
    const { goodsId } = await makeGoods();
    const { id } = await admin.mallItem.create.mutate(listing(goodsId));
    const got = await admin.mallItem.get.query({ id });
    expect(got).toMatchObject({ price: 99, onShelf: true, goods: { id: goodsId } });
    expect(got.description).not.toContain("script");
    const again = await failure(admin.mallItem.create.mutate(listing(goodsId)));
    expect(Object.keys(again.fieldErrors)).toEqual(["goodsId"]);
    await admin.mallItem.update.mutate({ id, data: { ...got, onShelf: false } });
    expect((await admin.mallItem.find.query({ onShelf: false })).items.map((row) => row.id)).toEqual([id]);
    expect(await prisma.operationLog.count({ where: { resource: "mallItem" } })).toBe(2);
    await admin.mallItem.delete.mutate({ ids: [id] });
  });

  it("refuses pending goods, goods of a rejected enterprise, and prices below rule", async () => {
    const before = await prisma.mallItem.count();
    const pending = await makeGoods("pending");
    const refused = await failure(admin.mallItem.create.mutate(listing(pending.goodsId)));
    expect(refused.fieldErrors.goodsId).toEqual(["只有已审核通过企业的已审核商品才能上架商城"]);
    const rejected = await makeGoods("approved", "rejected");
    expect(Object.keys((await failure(admin.mallItem.create.mutate(listing(rejected.goodsId)))).fieldErrors)).toEqual([
      "goodsId",
    ]);
    const { goodsId } = await makeGoods();
    expect(
      Object.keys((await failure(admin.mallItem.create.mutate(listing(goodsId, { price: 0 })))).fieldErrors),
    ).toEqual(["price"]);
    expect(
      Object.keys((await failure(admin.mallItem.create.mutate(listing(goodsId, { originalPrice: 50 })))).fieldErrors),
    ).toEqual(["originalPrice"]);
    expect(
      Object.keys((await failure(admin.mallItem.create.mutate(listing(goodsId, { stock: 2 ** 31 })))).fieldErrors),
    ).toEqual(["stock"]);
    expect(await prisma.mallItem.count()).toBe(before);
  });

  it("answers the legacy paths with the envelope", async () => {
    const { goodsId } = await makeGoods();
    const saved = await legacy.call("/api/admin/mall/save", {
      goodsId: String(goodsId),
      title: "旧接口商品",
      price: "9.9",
    });
    expect(saved.code).toBe("200");
    const list = await legacy.call("/api/admin/mall/list", { title: "旧接口" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    const pending = await makeGoods("pending");
    const refused = await legacy.call("/api/admin/mall/save", {
      goodsId: String(pending.goodsId),
      title: "x",
      price: "1",
    });
    expect(refused.code).toBe("201");
  });
});
