import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { makeGoods, makeStation, makeTown, otherSite } from "./commerce-fixtures.ts";
import { failure } from "../../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let stationId: number;
let goodsId: number;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  const town = await makeTown(admin);
  stationId = (await makeStation(admin, town.id, "库存站")).id;
  goodsId = (await makeGoods()).goodsId;
});

const stock = (overrides: Record<string, unknown> = {}) => ({
  goodsId,
  stationId,
  baseId: null,
  quantity: 10,
  unit: "箱",
  batchNo: "B1",
  lowThreshold: 3,
  ...overrides,
});

describe("stock (resource kit)", () => {
  it("creates with the initial quantity; an update never changes the quantity", async () => {
    const { id } = await admin.stock.create.mutate(stock());
    const got = await admin.stock.get.query({ id });
    expect(got).toMatchObject({ quantity: 10, low: false, goods: { id: goodsId }, station: { name: "库存站" } });
    await admin.stock.update.mutate({ id, data: { ...got, quantity: 999, unit: "件" } });
    expect(await admin.stock.get.query({ id })).toMatchObject({ quantity: 10, unit: "件" });
    const movements = await admin.stock.findMovements.query({ stockId: id });
    expect(movements.items).toMatchObject([{ kind: "in", quantity: 10, balance: 10 }]);
    expect(await prisma.operationLog.count({ where: { resource: "stock", targetId: String(id) } })).toBe(2);
  });

  it("needs exactly one of station and base; refuses bad input and writes nothing", async () => {
    const before = await prisma.stock.count();
    const none = await failure(admin.stock.create.mutate(stock({ stationId: null })));
    expect(Object.keys(none.fieldErrors).sort()).toEqual(["baseId", "stationId"]);
    const base = await prisma.base.create({
      data: {
        name: "基地",
        enterpriseId: (await prisma.goods.findUniqueOrThrow({ where: { id: goodsId } })).enterpriseId,
      },
    });
    const both = await failure(admin.stock.create.mutate(stock({ baseId: base.id })));
    expect(Object.keys(both.fieldErrors).sort()).toEqual(["baseId", "stationId"]);
    expect(Object.keys((await failure(admin.stock.create.mutate(stock({ unit: "\u0000" })))).fieldErrors)).toEqual([
      "unit",
    ]);
    expect(Object.keys((await failure(admin.stock.create.mutate(stock({ goodsId: 2 ** 31 })))).fieldErrors)).toEqual([
      "goodsId",
    ]);
    expect(await prisma.stock.count()).toBe(before);
    await admin.stock.create.mutate(stock({ stationId: null, baseId: base.id }));
  });

  it("moves stock in, out and by adjustment, never below zero, recording balances", async () => {
    const { id } = await admin.stock.create.mutate(stock({ quantity: 5 }));
    expect(await admin.stock.move.mutate({ stockId: id, kind: "in", quantity: 2.5, reason: "进货" })).toMatchObject({
      balance: 7.5,
    });
    expect((await admin.stock.move.mutate({ stockId: id, kind: "out", quantity: 5 })).balance).toBe(2.5);
    expect((await admin.stock.get.query({ id })).low).toBe(true);
    const refused = await failure(admin.stock.move.mutate({ stockId: id, kind: "out", quantity: 3 }));
    expect(refused.message).toBe("库存不足：出库后数量不能小于 0");
    expect((await failure(admin.stock.move.mutate({ stockId: id, kind: "adjust", quantity: -2.501 }))).message).toBe(
      "库存不足：出库后数量不能小于 0",
    );
    expect(
      (await failure(admin.stock.move.mutate({ stockId: id, kind: "out", quantity: -1 }))).fieldErrors.quantity,
    ).toBeDefined();
    expect(
      (await failure(admin.stock.move.mutate({ stockId: id, kind: "adjust", quantity: 0 }))).fieldErrors.quantity,
    ).toBeDefined();
    expect((await admin.stock.move.mutate({ stockId: id, kind: "adjust", quantity: -2.5 })).balance).toBe(0);
    const movements = await admin.stock.findMovements.query({ stockId: id, pageSize: 10 });
    expect(movements).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(movements.items[0]!.movedAt).toBeInstanceOf(Date);
    expect(Object.keys(movements.items[0]!).sort()).toEqual(
      ["balance", "id", "kind", "movedAt", "operatorName", "quantity", "reason"].sort(),
    );
    // Paged by the server, newest first.
    const second = await admin.stock.findMovements.query({ stockId: id, page: 2, pageSize: 3 });
    expect(second.items.map((row) => row.quantity)).toEqual([5]);
    expect(movements.items.map((row) => [row.kind, row.quantity, row.balance])).toEqual([
      ["adjust", -2.5, 0],
      ["out", -5, 2.5],
      ["in", 2.5, 7.5],
      ["in", 5, 5],
    ]);
    expect(Number((await prisma.stock.findUniqueOrThrow({ where: { id } })).quantity)).toBe(0);
    const low = await admin.stock.countLow.query();
    expect(low.count).toBeGreaterThanOrEqual(1);
    // The list's 低库存 filter agrees with the work bench's count, and its complement is the rest.
    const lowRows = await admin.stock.find.query({ low: true, pageSize: 100 });
    expect(lowRows.total).toBe(low.count);
    expect(lowRows.items.every((row) => row.low)).toBe(true);
    expect(lowRows.items.map((row) => row.id)).toContain(id);
    const others = await admin.stock.find.query({ low: false, pageSize: 100 });
    expect(others.items.some((row) => row.low)).toBe(false);
    expect(others.total + lowRows.total).toBe((await admin.stock.find.query({})).total);
  });

  it("lets exactly one of two racing out moves take the last units", async () => {
    const { id } = await admin.stock.create.mutate(stock({ quantity: 3 }));
    const results = await Promise.allSettled([
      admin.stock.move.mutate({ stockId: id, kind: "out", quantity: 2 }),
      admin.stock.move.mutate({ stockId: id, kind: "out", quantity: 2 }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(Number((await prisma.stock.findUniqueOrThrow({ where: { id } })).quantity)).toBe(1);
    expect(await prisma.stockMovement.count({ where: { stockId: id, kind: "out" } })).toBe(1);
  });

  it("keeps other sites' stock out of reach, and answers the legacy move and list", async () => {
    const site = await otherSite();
    const foreign = await prisma.stock.create({ data: { siteId: site.id, goodsId, unit: "箱", quantity: 5 } });
    expect((await failure(admin.stock.move.mutate({ stockId: foreign.id, kind: "out", quantity: 1 }))).appCode).toBe(
      "NOT_FOUND",
    );
    expect((await failure(admin.stock.get.query({ id: foreign.id }))).appCode).toBe("NOT_FOUND");
    const { id } = await admin.stock.create.mutate(stock({ quantity: 1, batchNo: "LEGACY" }));
    const moved = await legacy.call("/api/admin/stockInfo/move", { stockId: String(id), kind: "out", quantity: "1" });
    expect(moved).toMatchObject({ code: "200", body: { balance: 0 } });
    const refused = await legacy.call("/api/admin/stockInfo/move", { stockId: String(id), kind: "out", quantity: "1" });
    expect(refused.code).not.toBe("200");
    const list = await legacy.call("/api/admin/stockInfo/list", { batchNo: "LEGACY" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
  });
});
