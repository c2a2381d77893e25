import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { makeGoods } from "../resources/commerce-fixtures.ts";
import { agencyWorld } from "./agency-fixtures.ts";
import { failure } from "../../support/failure.ts";

// Sales agency (代销): partial sales until the quantity is gone, the over-sell refusal, every
// status pair (listed → sold → settled, listed → settled when part sold), settled read-only,
// non-negative amounts, station scope, legacy paths.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let world: Awaited<ReturnType<typeof agencyWorld>>;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  world = await agencyWorld(admin, server().url);
});

const offer = (overrides: Record<string, unknown> = {}) => ({
  stationId: world.stationA,
  userInfoId: world.villagerId,
  villagerName: null,
  villagerPhone: null,
  goodsId: null,
  goodsName: "土鸡蛋",
  quantity: 10,
  unit: "斤",
  expectedPrice: 8,
  remark: null,
  ...overrides,
});

const sale = (id: number, quantity: number, unitPrice = 9.5) => ({ id, buyer: "城里超市", quantity, unitPrice });

const snapshot = async (id: number) => ({
  row: await prisma.salesAgency.findUniqueOrThrow({ where: { id } }),
  sales: await prisma.salesAgencySale.count({ where: { agencyId: id } }),
  events: await prisma.salesAgencyEvent.count({ where: { agencyId: id } }),
});

async function recordIn(status: "listed" | "partlySold" | "sold" | "settled", client: ApiClient = admin) {
  const { id } = await client.salesAgency.create.mutate(offer());
  if (status === "partlySold") await client.salesAgency.sell.mutate(sale(id, 4));
  if (status === "sold" || status === "settled") await client.salesAgency.sell.mutate(sale(id, 10));
  if (status === "settled") await client.salesAgency.settle.mutate({ id, commission: 5 });
  return id;
}

describe("sales agency (代销)", () => {
  it("sells in parts until the quantity is gone and refuses an over-sell, changing nothing", async () => {
    const id = await recordIn("listed");
    expect(await admin.salesAgency.get.query({ id })).toMatchObject({
      villagerName: "王大妈",
      status: "listed",
      soldQuantity: 0,
      remainingQuantity: 10,
    });
    expect(await admin.salesAgency.sell.mutate(sale(id, 3.5))).toMatchObject({
      status: "listed",
      soldQuantity: 3.5,
      remainingQuantity: 6.5,
    });
    const before = await snapshot(id);
    const over = await failure(admin.salesAgency.sell.mutate(sale(id, 6.501)));
    expect(over.message).toBe("销售数量超过剩余数量（剩余 6.5）");
    expect(Object.keys(over.fieldErrors)).toEqual(["quantity"]);
    expect(await snapshot(id)).toEqual(before);
    await admin.salesAgency.sell.mutate(sale(id, 2.5, 10));
    expect(await admin.salesAgency.sell.mutate(sale(id, 4, 9.99))).toMatchObject({
      status: "sold",
      soldQuantity: 10,
      remainingQuantity: 0,
    });
    // 3.5 × 9.5 = 33.25; 2.5 × 10 = 25; 4 × 9.99 = 39.96.
    expect(await admin.salesAgency.get.query({ id })).toMatchObject({ status: "sold", soldAmount: 98.21 });
    const history = await admin.salesAgency.findHistory.query({ agencyId: id });
    expect(history.sales.map((row) => [row.quantity, row.amount])).toEqual([
      [3.5, 33.25],
      [2.5, 25],
      [4, 39.96],
    ]);
    expect(history.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, "listed"],
      ["listed", "sold"],
    ]);
    expect((await failure(admin.salesAgency.sell.mutate(sale(id, 0.001)))).message).toBe(
      "只有在售的代销记录可以登记销售",
    );
  });

  it("lets exactly one of two racing sales take the last units", async () => {
    const id = await recordIn("listed");
    const results = await Promise.allSettled([
      admin.salesAgency.sell.mutate(sale(id, 6)),
      admin.salesAgency.sell.mutate(sale(id, 6)),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const row = await prisma.salesAgency.findUniqueOrThrow({ where: { id } });
    expect(Number(row.soldQuantity)).toBe(6);
    expect(await prisma.salesAgencySale.count({ where: { agencyId: id } })).toBe(1);
  });

  it("allows exactly the flow's changes for every status; a refused one changes nothing", async () => {
    // listed → sold (by selling the rest) and listed → settled (part sold; the rest goes back).
    const partly = await recordIn("partlySold");
    expect(await admin.salesAgency.settle.mutate({ id: partly, commission: 3, note: "剩余退回" })).toEqual({
      paidAmount: 35,
      commission: 3,
    });
    expect(await admin.salesAgency.get.query({ id: partly })).toMatchObject({
      status: "settled",
      paidAmount: 35,
      commission: 3,
      remainingQuantity: 6,
    });
    // listed with nothing sold cannot be settled.
    const fresh = await recordIn("listed");
    let before = await snapshot(fresh);
    expect((await failure(admin.salesAgency.settle.mutate({ id: fresh, commission: 0 }))).message).toBe(
      "尚无销售，不能结算",
    );
    expect(await snapshot(fresh)).toEqual(before);
    // sold → settled; sold cannot be edited nor sold further.
    const sold = await recordIn("sold");
    before = await snapshot(sold);
    expect((await failure(admin.salesAgency.update.mutate({ id: sold, data: offer({ quantity: 20 }) }))).message).toBe(
      "已售完的代销记录不能修改，请进行结算",
    );
    expect((await failure(admin.salesAgency.sell.mutate(sale(sold, 1)))).message).toBe(
      "只有在售的代销记录可以登记销售",
    );
    expect(await snapshot(sold)).toEqual(before);
    const tooMuch = await failure(admin.salesAgency.settle.mutate({ id: sold, commission: 95.01 }));
    expect(tooMuch.message).toBe("佣金不能超过销售金额（95.00 元）");
    expect(await snapshot(sold)).toEqual(before);
    expect(await admin.salesAgency.settle.mutate({ id: sold, commission: 9.5 })).toEqual({
      paidAmount: 85.5,
      commission: 9.5,
    });
    const events = (await admin.salesAgency.findHistory.query({ agencyId: sold })).events;
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, "listed"],
      ["listed", "sold"],
      ["sold", "settled"],
    ]);
  });

  it("keeps a settled record read-only", async () => {
    const id = await recordIn("settled");
    const before = await snapshot(id);
    const readOnly = "已结算的代销记录为只读，不能修改或删除";
    for (const call of [
      () => admin.salesAgency.update.mutate({ id, data: offer({ remark: "改" }) }),
      () => admin.salesAgency.delete.mutate({ ids: [id] }),
      () => admin.salesAgency.settle.mutate({ id, commission: 0 }),
      () => admin.salesAgency.sell.mutate(sale(id, 1)),
    ])
      expect((await failure(call())).message).toBe(readOnly);
    expect(await snapshot(id)).toEqual(before);
    expect(await legacy.call("/api/admin/sellAgency/update", { id: String(id), ...legacyOffer() })).toMatchObject({
      code: "202",
      message: readOnly,
    });
    expect(await legacy.call("/api/admin/sellAgency/delete", { ids: String(id) })).toMatchObject({
      code: "202",
      message: readOnly,
    });
    expect(await snapshot(id)).toEqual(before);
  });

  it("edits a listed offer, never below what was sold, and deletes only without sales", async () => {
    const id = await recordIn("partlySold");
    const below = await failure(admin.salesAgency.update.mutate({ id, data: offer({ quantity: 4 }) }));
    expect(below.message).toBe("数量必须大于已售数量（已售 4）");
    await admin.salesAgency.update.mutate({ id, data: offer({ quantity: 12, expectedPrice: 7.5 }) });
    expect(await admin.salesAgency.get.query({ id })).toMatchObject({ quantity: 12, remainingQuantity: 8 });
    expect((await failure(admin.salesAgency.delete.mutate({ ids: [id] }))).message).toBe("已有销售记录的代销不能删除");
    const unsold = await recordIn("listed");
    expect(await admin.salesAgency.delete.mutate({ ids: [unsold] })).toEqual({ deleted: 1 });
  });

  it("takes goods or free text, and refuses negative amounts in the form and in the database", async () => {
    const { goodsId } = await makeGoods();
    const { id } = await admin.salesAgency.create.mutate(offer({ goodsId, goodsName: null }));
    expect((await admin.salesAgency.get.query({ id })).goodsName).toMatch(/^商品/);
    const neither = await failure(admin.salesAgency.create.mutate(offer({ goodsName: "" })));
    expect(Object.keys(neither.fieldErrors)).toEqual(["goodsName"]);
    const count = await prisma.salesAgency.count();
    expect(
      Object.keys((await failure(admin.salesAgency.create.mutate(offer({ expectedPrice: -1 })))).fieldErrors),
    ).toEqual(["expectedPrice"]);
    expect(Object.keys((await failure(admin.salesAgency.create.mutate(offer({ quantity: 0 })))).fieldErrors)).toEqual([
      "quantity",
    ]);
    expect(await prisma.salesAgency.count()).toBe(count);
    expect(Object.keys((await failure(admin.salesAgency.sell.mutate(sale(id, 1, -1)))).fieldErrors)).toEqual([
      "unitPrice",
    ]);
    expect(Object.keys((await failure(admin.salesAgency.sell.mutate(sale(id, -1)))).fieldErrors)).toEqual(["quantity"]);
    await admin.salesAgency.sell.mutate(sale(id, 1));
    expect(
      Object.keys((await failure(admin.salesAgency.settle.mutate({ id, commission: -0.01 }))).fieldErrors),
    ).toEqual(["commission"]);
    await expect(prisma.salesAgency.update({ where: { id }, data: { soldAmount: -1 } })).rejects.toThrow();
    await expect(prisma.salesAgency.update({ where: { id }, data: { soldQuantity: 11 } })).rejects.toThrow();
    await expect(
      prisma.salesAgencySale.updateMany({ where: { agencyId: id }, data: { amount: -1 } }),
    ).rejects.toThrow();
  });

  it("keeps a station operator to their own station's records", async () => {
    const { operator, stationA, stationB } = world;
    const own = await recordIn("listed", operator);
    const { id: other } = await admin.salesAgency.create.mutate(offer({ stationId: stationB }));
    const list = await operator.salesAgency.find.query({ pageSize: 100 });
    expect(list.items.map((row) => row.id)).toContain(own);
    expect(list.items.every((row) => row.stationId === stationA)).toBe(true);
    const before = await snapshot(other);
    for (const call of [
      () => operator.salesAgency.get.query({ id: other }),
      () => operator.salesAgency.update.mutate({ id: other, data: offer() }),
      () => operator.salesAgency.delete.mutate({ ids: [other] }),
      () => operator.salesAgency.sell.mutate(sale(other, 1)),
      () => operator.salesAgency.settle.mutate({ id: other, commission: 0 }),
      () => operator.salesAgency.findHistory.query({ agencyId: other }),
    ])
      expect((await failure(call())).appCode).toBe("NOT_FOUND");
    expect(await snapshot(other)).toEqual(before);
    const foreign = await failure(operator.salesAgency.create.mutate(offer({ stationId: stationB })));
    expect(Object.keys(foreign.fieldErrors)).toEqual(["stationId"]);
  });

  it("answers the legacy paths in the envelope", async () => {
    const saved = await legacy.call("/api/admin/sellAgency/save", legacyOffer());
    expect(saved.code).toBe("200");
    expect(typeof (saved.body as { id: unknown }).id).toBe("number");
    const id = String((saved.body as { id: number }).id);
    expect(await legacy.call("/api/admin/sellAgency/list", { goodsName: "核桃" })).toMatchObject({
      code: "200",
      totalCount: 1,
    });
    expect(
      await legacy.call("/api/admin/sellAgency/sell", { id, buyer: "收购商", quantity: "5", unitPrice: "20" }),
    ).toMatchObject({ code: "200", body: { status: "sold" } });
    expect(
      await legacy.call("/api/admin/sellAgency/sell", { id, buyer: "收购商", quantity: "1", unitPrice: "20" }),
    ).toMatchObject({ code: "202", message: "只有在售的代销记录可以登记销售" });
    expect(await legacy.call("/api/admin/sellAgency/settle", { id, commission: "10" })).toMatchObject({
      code: "200",
      body: { paidAmount: 90, commission: 10 },
    });
    expect(await legacy.call("/api/admin/sellAgency/get", { id })).toMatchObject({
      code: "200",
      body: { status: "settled" },
    });
    expect(await legacy.call("/api/admin/sellAgency/history", { agencyId: id })).toMatchObject({ code: "200" });
  });
});

function legacyOffer() {
  return {
    stationId: String(world.stationA),
    villagerName: "刘叔",
    goodsName: "核桃",
    quantity: "5",
    unit: "斤",
    expectedPrice: "18",
  };
}
