import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_LEGACY } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { setUpTraceWorld, teaTemplate, traceCounts, type TraceWorld } from "../support/trace-fixtures.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let world: TraceWorld;
let platformTemplate: number;

const batch = (overrides: Record<string, unknown> = {}) => ({
  enterpriseId: null,
  goodsId: world.own.goodsId,
  baseId: null,
  houseId: world.own.houseId,
  batchNo: "LJ-2026-001",
  productionDate: "2026-04-01",
  quantity: 1200.5,
  unit: "kg",
  templateId: platformTemplate,
  status: "producing" as const,
  note: "",
  ...overrides,
});

beforeAll(async () => {
  world = await setUpTraceWorld(server().url, 61);
  platformTemplate = (await world.admin.traceTemplate.create.mutate(teaTemplate({ name: "通用茶叶模板" }))).id;
});

describe("batches", () => {
  it("creates a member's batch in their enterprise; a greenhouse sets its base; the change is logged", async () => {
    const { id } = await world.member.batch.create.mutate(batch());
    expect(await world.member.batch.get.query({ id })).toMatchObject({
      enterprise: { id: world.own.enterpriseId },
      goods: { id: world.own.goodsId },
      base: { id: world.own.baseId },
      house: { id: world.own.houseId },
      batchNo: "LJ-2026-001",
      productionDate: "2026-04-01",
      quantity: 1200.5,
      template: { id: platformTemplate },
      status: "producing",
      recordCount: 0,
      codeCount: 0,
    });
    const log = await prisma.operationLog.findFirst({ where: { resource: "batch", targetId: String(id) } });
    expect(log).toMatchObject({ operation: "create", outcome: "success" });
  });

  it("keeps batch numbers unique per enterprise, with a message on the field", async () => {
    const before = await traceCounts();
    const taken = await failure(world.member.batch.create.mutate(batch({ houseId: null })));
    expect(taken.fieldErrors).toEqual({ batchNo: ["该企业已有相同的批次号"] });
    expect(await traceCounts()).toEqual(before);
    // Another enterprise may use the same number.
    const { id } = await world.admin.batch.create.mutate(
      batch({ enterpriseId: world.other.enterpriseId, goodsId: world.other.goodsId, houseId: null }),
    );
    expect((await world.admin.batch.get.query({ id })).enterprise.id).toBe(world.other.enterpriseId);
  });

  it("refuses goods, bases and greenhouses of another enterprise and bad fields, writing nothing", async () => {
    const before = await traceCounts();
    const fresh = { batchNo: "LJ-2026-009" };
    // A member cannot even name another enterprise's goods or greenhouse.
    const outOfScope = await failure(
      world.member.batch.create.mutate(batch({ ...fresh, goodsId: world.other.goodsId, houseId: world.other.houseId })),
    );
    expect(outOfScope.fieldErrors).toEqual({
      goodsId: ["所选的数据不存在，请刷新后重试"],
      houseId: ["所选的数据不存在，请刷新后重试"],
    });
    // Staff see both enterprises but cannot mix them.
    const mixed = await failure(
      world.admin.batch.create.mutate(
        batch({
          ...fresh,
          enterpriseId: world.own.enterpriseId,
          goodsId: world.other.goodsId,
          houseId: null,
          baseId: world.other.baseId,
        }),
      ),
    );
    expect(mixed.fieldErrors).toEqual({
      goodsId: ["所选商品不属于该企业"],
      baseId: ["所选基地不属于该企业"],
    });
    const otherBase = await prisma.base.create({
      data: { name: "本家二号基地", enterpriseId: world.own.enterpriseId },
    });
    const wrongBase = await failure(world.member.batch.create.mutate(batch({ ...fresh, baseId: otherBase.id })));
    expect(wrongBase.fieldErrors).toEqual({ houseId: ["所选大棚不属于所选基地"] });
    const bad = await failure(
      world.member.batch.create.mutate(batch({ batchNo: "批次 1", productionDate: "2026-02-30", quantity: -1 })),
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["batchNo", "productionDate", "quantity"]);
    expect((await failure(world.admin.batch.create.mutate(batch({ ...fresh, houseId: null })))).fieldErrors).toEqual({
      enterpriseId: ["此项为必填项"],
    });
    await prisma.base.delete({ where: { id: otherBase.id } });
    expect(await traceCounts()).toEqual(before);
  });

  it("accepts only enabled templates that are platform-wide or the enterprise's own", async () => {
    const theirs = (
      await world.admin.traceTemplate.create.mutate(
        teaTemplate({ name: "他家模板", enterpriseId: world.other.enterpriseId }),
      )
    ).id;
    const disabled = (await world.member.traceTemplate.create.mutate(teaTemplate({ name: "停用模板", enabled: false })))
      .id;
    const mine = (await world.member.traceTemplate.create.mutate(teaTemplate({ name: "本家模板" }))).id;
    for (const templateId of [theirs, disabled]) {
      const refused = await failure(world.member.batch.create.mutate(batch({ batchNo: "T-1", templateId })));
      expect(refused.fieldErrors).toEqual({ templateId: ["所选模板未启用或不能用于该企业"] });
    }
    const { id } = await world.member.batch.create.mutate(batch({ batchNo: "T-1", templateId: mine }));
    // A template disabled later stays on the batches that already use it.
    await prisma.traceTemplate.update({ where: { id: mine }, data: { enabled: false } });
    await world.member.batch.update.mutate({
      id,
      data: batch({ batchNo: "T-1", templateId: mine, status: "finished" }),
    });
    expect((await world.member.batch.get.query({ id })).status).toBe("finished");
  });

  it("keeps members to their own enterprise's batches", async () => {
    const theirs = await prisma.batch.findFirstOrThrow({ where: { enterpriseId: world.other.enterpriseId } });
    const list = await world.member.batch.find.query({ page: 1, pageSize: 50 });
    expect(list.items.every((row) => row.enterprise.id === world.own.enterpriseId)).toBe(true);
    expect((await world.admin.batch.find.query({ page: 1, pageSize: 50, batchNo: "LJ-2026-001" })).total).toBe(2);
    expect((await failure(world.member.batch.get.query({ id: theirs.id }))).appCode).toBe("NOT_FOUND");
    expect(
      (await failure(world.member.batch.update.mutate({ id: theirs.id, data: batch({ batchNo: "X" }) }))).appCode,
    ).toBe("NOT_FOUND");
    expect((await failure(world.member.batch.delete.mutate({ ids: [theirs.id] }))).appCode).toBe("NOT_FOUND");
    expect(
      (await world.member.batch.find.query({ page: 1, pageSize: 10, keyword: "本家茶" })).items.map(
        (row) => row.batchNo,
      ),
    ).toContain("LJ-2026-001");
  });

  it("refuses to delete a batch with bound trace codes, and deletes an unused one", async () => {
    const used = await prisma.batch.findFirstOrThrow({
      where: { batchNo: "LJ-2026-001", enterpriseId: world.own.enterpriseId },
    });
    const application = await prisma.codeApplication.create({
      data: { enterpriseId: world.own.enterpriseId, goodsId: world.own.goodsId, quantity: 1, status: "approved" },
    });
    await prisma.traceCode.create({
      data: {
        code: "TESTCODE000001",
        applicationId: application.id,
        serial: 1,
        enterpriseId: world.own.enterpriseId,
        goodsId: world.own.goodsId,
        batchId: used.id,
      },
    });
    const before = await traceCounts();
    expect((await failure(world.member.batch.delete.mutate({ ids: [used.id] }))).message).toBe(
      "批次已绑定溯源码，或已有生产记录、召回或抽检，不能删除",
    );
    expect(await traceCounts()).toEqual(before);
    expect((await world.member.batch.get.query({ id: used.id })).codeCount).toBe(1);
    const { id } = await world.member.batch.create.mutate(batch({ batchNo: "TO-DELETE", houseId: null }));
    expect(await world.member.batch.delete.mutate({ ids: [id] })).toEqual({ deleted: 1 });
  });

  it("works the same over the legacy API, within the member's scope", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(world.memberName, world.memberPassword);
    const saved = await api.call("/api/batch/save", {
      goodsId: String(world.own.goodsId),
      batchNo: "API-001",
      productionDate: "2026-05-01",
      quantity: "30",
    });
    expect(saved.code).toBe("200");
    const id = String((saved.body as { id: number }).id);
    expect(
      (
        await api.call("/api/batch/save", {
          goodsId: String(world.own.goodsId),
          batchNo: "API-001",
          productionDate: "2026-05-01",
        })
      ).code,
    ).toBe("201");
    expect(
      (
        await api.call("/api/batch/save", {
          goodsId: String(world.own.goodsId),
          batchNo: "API-002",
          productionDate: "05/01/2026",
        })
      ).code,
    ).toBe("201");
    const list = await api.call("/api/batch/list", { batchNo: "API" });
    expect(list.totalCount).toBe(1);
    expect((await api.call("/api/batch/view", { id })).body).toMatchObject({
      batchNo: "API-001",
      productionDate: "2026-05-01",
    });
    const theirs = await prisma.batch.findFirstOrThrow({ where: { enterpriseId: world.other.enterpriseId } });
    expect((await api.call("/api/batch/get", { id: String(theirs.id) })).code).toBe("206");
    expect(
      (
        await api.call("/api/batch/update", {
          id: String(theirs.id),
          goodsId: String(world.own.goodsId),
          batchNo: "X",
          productionDate: "2026-05-01",
        })
      ).code,
    ).toBe("206");
  });

  it("exports the filtered batches and templates as CSV, within the member's scope", async () => {
    const cookie = await loginCookie(server().url, world.memberName, world.memberPassword);
    const get = (resource: string, q: Record<string, unknown>) =>
      fetch(`${server().url}/export/${resource}?format=csv&q=${encodeURIComponent(JSON.stringify(q))}`, {
        headers: { cookie },
      });
    const batches = await get("batches", { batchNo: "LJ-2026" });
    expect(batches.status).toBe(200);
    const lines = (await batches.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain("批次号");
    // Only the member's own LJ-2026-001, not the other enterprise's batch of the same number.
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain("LJ-2026-001");
    expect(lines[1]).toContain("本家茶叶");
    const templates = await get("trace-templates", {});
    const names = (await templates.text()).split(/\r?\n/).slice(1).filter(Boolean);
    expect(names.some((line) => line.includes("通用茶叶模板") && line.includes("通用模板"))).toBe(true);
    expect(names.some((line) => line.includes("他家模板"))).toBe(false);
    expect((await get("batches", { from: "2026-05-01", to: "2026-04-01" })).status).toBe(400);
  });
});
