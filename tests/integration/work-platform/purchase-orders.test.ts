import type { ApiClient } from "@suyuan/api/client";
import {
  PURCHASE_STATUSES,
  PURCHASE_TRANSITIONS,
  type PurchaseStatus,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { agencyWorld } from "./agency-fixtures.ts";
import { failure } from "../../support/failure.ts";

// Purchase agency (代购): totals computed by the server, the one status table enforced for every
// pair of statuses, edits only while submitted, station scope, legacy paths.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let world: Awaited<ReturnType<typeof agencyWorld>>;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  world = await agencyWorld(admin, server().url);
});

const ITEMS = [
  { name: "复合肥", specification: "50kg/袋", quantity: 2.5, unit: "袋", unitPrice: 3.99 },
  { name: "玉米种子", specification: null, quantity: 3, unit: "包", unitPrice: 10 },
];

const order = (overrides: Record<string, unknown> = {}) => ({
  stationId: world.stationA,
  userInfoId: null,
  villagerName: "张三",
  villagerPhone: "13900002222",
  budget: 100,
  deposit: 20,
  remark: null,
  items: ITEMS,
  ...overrides,
});

/** The path of allowed changes that brings a new order into `status`. */
const PATH: Record<PurchaseStatus, PurchaseStatus[]> = {
  submitted: [],
  purchasing: ["purchasing"],
  arrived: ["purchasing", "arrived"],
  delivered: ["purchasing", "arrived", "delivered"],
  cancelled: ["cancelled"],
};

async function orderIn(status: PurchaseStatus, client: ApiClient = admin) {
  const { id } = await client.purchaseOrder.create.mutate(order());
  for (const to of PATH[status])
    await client.purchaseOrder.transition.mutate({ id, to, actualAmount: to === "arrived" ? 50 : null });
  return id;
}

const snapshot = async (id: number) => ({
  order: await prisma.purchaseOrder.findUniqueOrThrow({ where: { id } }),
  events: await prisma.purchaseOrderEvent.count({ where: { orderId: id } }),
  logs: await prisma.operationLog.count({ where: { resource: "purchaseOrder", targetId: String(id) } }),
});

describe("purchase orders (代购)", () => {
  it("computes the line amounts and the total on the server, ignoring any total sent", async () => {
    // A total in the input is not part of the contract: it is dropped, and the server computes its own.
    const forged: Record<string, unknown> = { ...order(), estimatedTotal: 1 };
    const { id } = await admin.purchaseOrder.create.mutate(forged as ReturnType<typeof order>);
    const got = await admin.purchaseOrder.get.query({ id });
    // 2.5 × 3.99 = 9.975 → 9.98 (half up); 3 × 10 = 30.
    expect(got.items.map((item) => item.amount)).toEqual([9.98, 30]);
    expect(got).toMatchObject({ estimatedTotal: 39.98, status: "submitted", actualAmount: null, balanceDue: null });
    expect(Number((await prisma.purchaseOrder.findUniqueOrThrow({ where: { id } })).estimatedTotal)).toBe(39.98);
    const events = await admin.purchaseOrder.findEvents.query({ orderId: id });
    expect(events).toMatchObject([{ fromStatus: null, toStatus: "submitted" }]);
    // An edit while submitted replaces the lines and recomputes the total.
    await admin.purchaseOrder.update.mutate({
      id,
      data: order({ items: [{ name: "农药", specification: "", quantity: 0.333, unit: "瓶", unitPrice: 0.15 }] }),
    });
    const edited = await admin.purchaseOrder.get.query({ id });
    expect(edited.items).toMatchObject([{ name: "农药", quantity: 0.333, amount: 0.05 }]);
    expect(edited.estimatedTotal).toBe(0.05);
    expect(await prisma.purchaseOrderItem.count({ where: { orderId: id } })).toBe(1);
  });

  it("takes the villager's name and phone from the picked record when not typed", async () => {
    const { id } = await admin.purchaseOrder.create.mutate(
      order({ userInfoId: world.villagerId, villagerName: null, villagerPhone: null }),
    );
    expect(await admin.purchaseOrder.get.query({ id })).toMatchObject({
      villagerName: "王大妈",
      // A villager's phone is answered masked (tests/integration/personal-data.test.ts).
      villagerPhone: "138****1111",
      userInfo: { id: world.villagerId, name: "王大妈" },
    });
    expect((await prisma.purchaseOrder.findUniqueOrThrow({ where: { id } })).villagerPhone).toBe("13800001111");
    const none = await failure(admin.purchaseOrder.create.mutate(order({ villagerName: "" })));
    expect(Object.keys(none.fieldErrors)).toEqual(["villagerName"]);
  });

  it("allows exactly the table's changes for every pair of statuses; a refused one changes nothing", async () => {
    for (const from of PURCHASE_STATUSES) {
      for (const to of PURCHASE_STATUSES) {
        const id = await orderIn(from);
        const operatorName = (await prisma.user.findFirstOrThrow({ where: { username: TEST_ADMIN.username } }))
          .realName;
        const before = await snapshot(id);
        const call = admin.purchaseOrder.transition.mutate({ id, to, actualAmount: 80, note: "测试" });
        if (PURCHASE_TRANSITIONS[from].includes(to)) {
          await expect(call).resolves.toMatchObject({ status: to });
          const after = await snapshot(id);
          expect(after.order.status).toBe(to);
          expect(after.events).toBe(before.events + 1);
          expect(after.logs).toBe(before.logs + 1);
          const last = (await admin.purchaseOrder.findEvents.query({ orderId: id })).at(-1);
          expect(last).toMatchObject({ fromStatus: from, toStatus: to, note: "测试", operatorName });
        } else {
          const refused = await failure(call);
          expect(refused.appCode, `${from} → ${to}`).toBe("RULE_VIOLATION");
          expect(refused.message).toMatch(/代购订单/);
          expect(await snapshot(id), `${from} → ${to}`).toEqual(before);
        }
      }
    }
  });

  it("names the rule of each refused change", async () => {
    const delivered = await orderIn("delivered");
    expect((await failure(admin.purchaseOrder.transition.mutate({ id: delivered, to: "cancelled" }))).message).toBe(
      "只有到货前（已登记或采购中）的代购订单可以取消",
    );
    const submitted = await orderIn("submitted");
    expect(
      (await failure(admin.purchaseOrder.transition.mutate({ id: submitted, to: "arrived", actualAmount: 1 }))).message,
    ).toBe("只有“采购中”的代购订单可以登记到货");
    // A status other than the one the operator saw is refused rather than built upon.
    expect(
      (await failure(admin.purchaseOrder.transition.mutate({ id: submitted, from: "purchasing", to: "cancelled" })))
        .message,
    ).toBe("订单状态已被他人修改，请刷新后重试");
    expect((await prisma.purchaseOrder.findUniqueOrThrow({ where: { id: submitted } })).status).toBe("submitted");
  });

  it("records the actual amount at arrival and shows the difference to the deposit", async () => {
    const id = await orderIn("purchasing");
    const missing = await failure(admin.purchaseOrder.transition.mutate({ id, to: "arrived" }));
    expect(Object.keys(missing.fieldErrors)).toEqual(["actualAmount"]);
    const negative = await failure(admin.purchaseOrder.transition.mutate({ id, to: "arrived", actualAmount: -1 }));
    expect(Object.keys(negative.fieldErrors)).toEqual(["actualAmount"]);
    expect((await prisma.purchaseOrder.findUniqueOrThrow({ where: { id } })).status).toBe("purchasing");
    await admin.purchaseOrder.transition.mutate({ id, to: "arrived", actualAmount: 45.5 });
    expect(await admin.purchaseOrder.get.query({ id })).toMatchObject({
      actualAmount: 45.5,
      deposit: 20,
      balanceDue: 25.5,
    });
    const cheap = await orderIn("purchasing");
    await admin.purchaseOrder.transition.mutate({ id: cheap, to: "arrived", actualAmount: 12.3 });
    expect((await admin.purchaseOrder.get.query({ id: cheap })).balanceDue).toBe(-7.7);
  });

  it("applies one of two racing changes of the same order, once", async () => {
    const id = await orderIn("submitted");
    const results = await Promise.allSettled([
      admin.purchaseOrder.transition.mutate({ id, to: "purchasing" }),
      admin.purchaseOrder.transition.mutate({ id, to: "purchasing" }),
      admin.purchaseOrder.transition.mutate({ id, to: "cancelled", from: "submitted" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.purchaseOrderEvent.count({ where: { orderId: id } })).toBe(2);
  });

  it("edits and deletes only while submitted (deletes also once cancelled)", async () => {
    const id = await orderIn("purchasing");
    const before = await prisma.purchaseOrderItem.findMany({ where: { orderId: id } });
    const refused = await failure(admin.purchaseOrder.update.mutate({ id, data: order({ villagerName: "改名" }) }));
    expect(refused.message).toBe("只有“已登记”的代购订单可以修改，采购开始后请通过状态变更处理");
    expect(await prisma.purchaseOrderItem.findMany({ where: { orderId: id } })).toEqual(before);
    expect((await prisma.purchaseOrder.findUniqueOrThrow({ where: { id } })).villagerName).toBe("张三");
    expect((await failure(admin.purchaseOrder.delete.mutate({ ids: [id] }))).message).toBe(
      "只有“已登记”或“已取消”的代购订单可以删除",
    );
    const cancelled = await orderIn("cancelled");
    const submitted = await orderIn("submitted");
    expect(await admin.purchaseOrder.delete.mutate({ ids: [cancelled, submitted] })).toEqual({ deleted: 2 });
    expect(await prisma.purchaseOrderItem.count({ where: { orderId: { in: [cancelled, submitted] } } })).toBe(0);
  });

  it("refuses negative amounts in the form and in the database", async () => {
    const before = await prisma.purchaseOrder.count();
    expect(Object.keys((await failure(admin.purchaseOrder.create.mutate(order({ deposit: -1 })))).fieldErrors)).toEqual(
      ["deposit"],
    );
    const line = { ...ITEMS[0]!, unitPrice: -0.01 };
    expect(
      Object.keys((await failure(admin.purchaseOrder.create.mutate(order({ items: [line] })))).fieldErrors),
    ).toEqual(["items.0.unitPrice"]);
    expect(Object.keys((await failure(admin.purchaseOrder.create.mutate(order({ items: [] })))).fieldErrors)).toEqual([
      "items",
    ]);
    expect(await prisma.purchaseOrder.count()).toBe(before);
    const id = await orderIn("submitted");
    await expect(prisma.purchaseOrder.update({ where: { id }, data: { deposit: -1 } })).rejects.toThrow();
    await expect(
      prisma.purchaseOrderItem.updateMany({ where: { orderId: id }, data: { estimatedUnitPrice: -1 } }),
    ).rejects.toThrow();
  });

  it("keeps a station operator to their own station's orders", async () => {
    const { operator, stationA, stationB } = world;
    const own = await orderIn("submitted", operator);
    const other = await orderIn("submitted");
    await admin.purchaseOrder.update.mutate({ id: other, data: order({ stationId: stationB }) });
    const list = await operator.purchaseOrder.find.query({ pageSize: 100 });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((row) => row.stationId === stationA)).toBe(true);
    expect(list.items.map((row) => row.id)).toContain(own);
    const before = await snapshot(other);
    for (const call of [
      () => operator.purchaseOrder.get.query({ id: other }),
      () => operator.purchaseOrder.update.mutate({ id: other, data: order({ stationId: stationA }) }),
      () => operator.purchaseOrder.delete.mutate({ ids: [other] }),
      () => operator.purchaseOrder.transition.mutate({ id: other, to: "purchasing" }),
      () => operator.purchaseOrder.transition.mutate({ id: other, to: "cancelled" }),
      () => operator.purchaseOrder.findEvents.query({ orderId: other }),
    ])
      expect((await failure(call())).appCode).toBe("NOT_FOUND");
    expect(await snapshot(other)).toEqual(before);
    const foreign = await failure(operator.purchaseOrder.create.mutate(order({ stationId: stationB })));
    expect(Object.keys(foreign.fieldErrors)).toEqual(["stationId"]);
    // County staff see both stations.
    const all = await admin.purchaseOrder.find.query({ pageSize: 100 });
    expect(new Set(all.items.map((row) => row.stationId))).toEqual(new Set([stationA, stationB]));
  });

  it("answers the legacy paths in the envelope", async () => {
    const saved = await legacy.call("/api/admin/buy/save", {
      stationId: String(world.stationA),
      villagerName: "赵四",
      deposit: "10",
      items: JSON.stringify([{ name: "化肥", quantity: 2, unitPrice: 7.5 }]),
    });
    expect(saved.code).toBe("200");
    expect(typeof (saved.body as { id: unknown }).id).toBe("number");
    const id = (saved.body as { id: number }).id;
    expect(await legacy.call("/api/admin/buy/get", { id: String(id) })).toMatchObject({
      code: "200",
      body: { estimatedTotal: 15, status: "submitted" },
    });
    expect(await legacy.call("/api/admin/buy/list", { villagerName: "赵四" })).toMatchObject({
      code: "200",
      totalCount: 1,
    });
    expect(await legacy.call("/api/admin/buy/transition", { id: String(id), to: "purchasing" })).toMatchObject({
      code: "200",
      body: { status: "purchasing" },
    });
    const refused = await legacy.call("/api/admin/buy/transition", { id: String(id), to: "delivered" });
    expect(refused).toMatchObject({ code: "202", message: "只有“已到货”的代购订单可以交付村民" });
    expect(await legacy.call("/api/admin/buy/events", { orderId: String(id) })).toMatchObject({ code: "200" });
    const update = await legacy.call("/api/admin/buy/update", {
      id: String(id),
      stationId: String(world.stationA),
      villagerName: "赵四",
      items: JSON.stringify([{ name: "化肥", quantity: 1, unitPrice: 1 }]),
    });
    expect(update).toMatchObject({ code: "202" });
    expect(await legacy.call("/api/admin/buy/delete", { ids: String(id) })).toMatchObject({ code: "202" });
  });
});
