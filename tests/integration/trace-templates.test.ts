import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { setUpTraceWorld, teaTemplate, traceCounts, type TraceWorld } from "../support/trace-fixtures.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let world: TraceWorld;
let mine: number;
let platform: number;
let theirs: number;

type Template = ReturnType<typeof teaTemplate>;
/** The template as the server answers it, turned back into update input (ids kept). */
async function editable(id: number): Promise<Template> {
  const detail = await world.admin.traceTemplate.get.query({ id });
  return teaTemplate({
    enterpriseId: detail.enterprise?.id ?? null,
    name: detail.name,
    stages: detail.stages.map((stage) => ({
      id: stage.id,
      name: stage.name,
      sort: stage.sort,
      items: stage.items.map((item) => ({ ...item, unit: item.unit ?? "" })),
    })),
  });
}

beforeAll(async () => {
  world = await setUpTraceWorld(server().url, 62);
  platform = (await world.admin.traceTemplate.create.mutate(teaTemplate({ name: "通用模板" }))).id;
  theirs = (
    await world.admin.traceTemplate.create.mutate(
      teaTemplate({ name: "他家模板", enterpriseId: world.other.enterpriseId }),
    )
  ).id;
});

describe("trace templates", () => {
  it("creates a member's template in their enterprise, with stages and items in order", async () => {
    const stages = teaTemplate().stages;
    // Stages and items arrive out of order; a unit on a text item is dropped.
    const shuffled = [stages[2]!, stages[0]!, { ...stages[1]!, items: [...stages[1]!.items].reverse() }];
    shuffled[1]!.items[0] = { ...shuffled[1]!.items[0]!, unit: "株" };
    mine = (await world.member.traceTemplate.create.mutate(teaTemplate({ stages: shuffled }))).id;
    const detail = await world.member.traceTemplate.get.query({ id: mine });
    expect(detail.enterprise?.id).toBe(world.own.enterpriseId);
    expect(detail.stages.map((stage) => stage.name)).toEqual(["种植", "施肥", "检测"]);
    expect(detail.stages[1]!.items.map((item) => [item.name, item.kind, item.unit, item.options])).toEqual([
      ["肥料用量", "number", "kg", []],
      ["肥料类型", "select", null, ["有机肥", "复合肥"]],
    ]);
    expect(detail.stages[0]!.items[0]).toMatchObject({ name: "品种", unit: null, required: true, inUse: false });
    const log = await prisma.operationLog.findFirst({ where: { resource: "traceTemplate", targetId: String(mine) } });
    expect(log?.operation).toBe("create");
  });

  it("refuses repeated orders and bad items with a message on each field, writing nothing", async () => {
    const before = await traceCounts();
    const stages = teaTemplate().stages;
    const bad = await failure(
      world.member.traceTemplate.create.mutate(
        teaTemplate({
          stages: [
            stages[0]!,
            {
              ...stages[1]!,
              sort: 1,
              items: [
                { ...stages[1]!.items[0]!, sort: 5 },
                { ...stages[1]!.items[1]!, sort: 5, options: [] },
              ],
            },
            { ...stages[2]!, items: [{ ...stages[1]!.items[1]!, options: ["有机肥", "有机肥"] }] },
          ],
        }),
      ),
    );
    expect(bad.fieldErrors).toEqual({
      "stages.1.sort": ["排序号已被使用"],
      "stages.1.items.1.sort": ["排序号已被使用"],
      "stages.1.items.1.options": ["下拉选择项至少填写一个选项"],
      "stages.2.items.0.options": ["选项不能重复"],
    });
    expect((await failure(world.member.traceTemplate.create.mutate(teaTemplate({ stages: [] })))).fieldErrors).toEqual({
      stages: ["请至少添加一个环节"],
    });
    expect(await traceCounts()).toEqual(before);
  });

  it("answers whether an order is free (the trace order check endpoints)", async () => {
    const detail = await world.member.traceTemplate.get.query({ id: mine });
    const planting = detail.stages[0]!;
    const check = world.member.traceTemplate.checkOrder.query;
    expect(await check({ kind: "stage", templateId: mine, sort: 1 })).toEqual({ free: false });
    expect(await check({ kind: "stage", templateId: mine, sort: 1, excludeId: planting.id })).toEqual({ free: true });
    expect(await check({ kind: "stage", templateId: mine, sort: 4 })).toEqual({ free: true });
    expect(await check({ kind: "item", stageId: planting.id, sort: 2 })).toEqual({ free: false });
    expect(await check({ kind: "item", stageId: planting.id, sort: 9 })).toEqual({ free: true });
    expect((await failure(check({ kind: "stage", templateId: theirs, sort: 1 }))).appCode).toBe("NOT_FOUND");
    // Adding a stage on a taken order is refused on its field.
    const taken = await failure(
      world.member.traceTemplate.addStage.mutate({
        templateId: mine,
        data: { id: null, name: "包装", sort: 2, items: [] },
      }),
    );
    expect(taken.fieldErrors).toEqual({ sort: ["排序号已被使用"] });
    await world.member.traceTemplate.addStage.mutate({
      templateId: mine,
      data: { id: null, name: "包装", sort: 4, items: [] },
    });
    expect(await check({ kind: "stage", templateId: mine, sort: 4 })).toEqual({ free: false });
  });

  it("swaps orders and renames while keeping ids", async () => {
    const input = await editable(mine);
    const [planting, fertilising] = input.stages;
    input.stages[0] = { ...planting!, sort: fertilising!.sort, name: "种植（春）" };
    input.stages[1] = { ...fertilising!, sort: planting!.sort };
    await world.member.traceTemplate.update.mutate({ id: mine, data: { ...input, enterpriseId: null } });
    const detail = await world.member.traceTemplate.get.query({ id: mine });
    expect(detail.stages.map((stage) => [stage.id, stage.name])).toEqual([
      [fertilising!.id, "施肥"],
      [planting!.id, "种植（春）"],
      [input.stages[2]!.id, "检测"],
      [input.stages[3]!.id, "包装"],
    ]);
  });

  it("lets members use and copy platform-wide templates but not change them", async () => {
    const list = await world.member.traceTemplate.find.query({ page: 1, pageSize: 50 });
    expect(list.items.map((row) => row.name).sort()).toEqual(["茶叶生产模板", "通用模板"].sort());
    const refused = await failure(
      world.member.traceTemplate.update.mutate({ id: platform, data: await editable(platform) }),
    );
    expect(refused.message).toBe("通用模板只能由平台管理员修改");
    expect((await failure(world.member.traceTemplate.delete.mutate({ ids: [platform] }))).appCode).toBe(
      "RULE_VIOLATION",
    );
    const { id } = await world.member.traceTemplate.copy.mutate({ id: platform });
    const copy = await world.member.traceTemplate.get.query({ id });
    const source = await world.admin.traceTemplate.get.query({ id: platform });
    expect(copy.name).toBe("通用模板（副本）");
    expect(copy.enterprise?.id).toBe(world.own.enterpriseId);
    const shape = (stages: typeof copy.stages) =>
      stages.map((stage) => [
        stage.name,
        stage.sort,
        stage.items.map((item) => [item.name, item.kind, item.sort, item.options]),
      ]);
    expect(shape(copy.stages)).toEqual(shape(source.stages));
    expect(copy.stages[0]!.id).not.toBe(source.stages[0]!.id);
    // An administrator's copy of a platform template stays platform-wide.
    const adminCopy = await world.admin.traceTemplate.copy.mutate({ id: platform });
    expect((await world.admin.traceTemplate.get.query({ id: adminCopy.id })).enterprise).toBeNull();
  });

  it("keeps members away from other enterprises' templates", async () => {
    expect((await failure(world.member.traceTemplate.get.query({ id: theirs }))).appCode).toBe("NOT_FOUND");
    expect((await failure(world.member.traceTemplate.copy.mutate({ id: theirs }))).appCode).toBe("NOT_FOUND");
    expect((await failure(world.member.traceTemplate.update.mutate({ id: theirs, data: teaTemplate() }))).appCode).toBe(
      "NOT_FOUND",
    );
    expect((await failure(world.member.traceTemplate.delete.mutate({ ids: [theirs] }))).appCode).toBe("NOT_FOUND");
    const stage = await prisma.traceTemplateStage.findFirstOrThrow({ where: { templateId: theirs } });
    expect(
      (
        await failure(
          world.member.traceTemplate.updateStage.mutate({
            id: stage.id,
            data: { id: null, name: "x", sort: 1, items: [] },
          }),
        )
      ).appCode,
    ).toBe("NOT_FOUND");
    expect((await world.admin.traceTemplate.find.query({ page: 1, pageSize: 50, platform: false })).items.length).toBe(
      3,
    );
  });

  it("protects items that production records use; names may still change", async () => {
    const { id: batchId } = await world.member.batch.create.mutate({
      enterpriseId: null,
      goodsId: world.own.goodsId,
      baseId: null,
      houseId: null,
      batchNo: "TPL-1",
      productionDate: "2026-04-01",
      quantity: null,
      unit: "",
      templateId: mine,
      status: "producing",
      note: "",
    });
    const detail = await world.member.traceTemplate.get.query({ id: mine });
    const fertilising = detail.stages.find((stage) => stage.name === "施肥")!;
    const [amount, type] = fertilising.items;
    await world.member.traceRecord.create.mutate({
      batchId,
      stageId: fertilising.id,
      sort: 1,
      recordedAt: "2026-04-02 09:30",
      operatorName: "陈师傅",
      values: { [amount!.id]: { value: "25" }, [type!.id]: { value: "有机肥" } },
    });
    expect(
      (await world.member.traceTemplate.get.query({ id: mine })).stages.find((stage) => stage.id === fertilising.id),
    ).toMatchObject({ inUse: true, items: [{ inUse: true }, { inUse: true }] });
    const before = await traceCounts();
    const input = await editable(mine);
    const index = input.stages.findIndex((stage) => stage.id === fertilising.id);
    const stage = input.stages[index]!;
    const withoutAmount = {
      ...input,
      stages: input.stages.map((s, i) => (i === index ? { ...s, items: s.items.slice(1) } : s)),
    };
    expect((await failure(world.member.traceTemplate.update.mutate({ id: mine, data: withoutAmount }))).message).toBe(
      "数据项“肥料用量”已被生产记录引用，不能删除",
    );
    const retyped = {
      ...input,
      stages: input.stages.map((s, i) =>
        i === index ? { ...s, items: [{ ...s.items[0]!, kind: "text" as const }, s.items[1]!] } : s,
      ),
    };
    const kindLocked = await failure(world.member.traceTemplate.update.mutate({ id: mine, data: retyped }));
    expect(kindLocked.fieldErrors).toEqual({
      [`stages.${index}.items.0.kind`]: ["数据项“肥料用量”已有记录数据，不能更改类型"],
    });
    const withoutStage = { ...input, stages: input.stages.filter((s) => s.id !== stage.id) };
    expect((await failure(world.member.traceTemplate.update.mutate({ id: mine, data: withoutStage }))).message).toBe(
      "环节“施肥”已有生产记录，不能删除",
    );
    expect((await failure(world.member.traceTemplate.deleteStage.mutate({ id: fertilising.id }))).message).toBe(
      "环节“施肥”已有生产记录，不能删除",
    );
    expect((await failure(world.member.traceTemplate.delete.mutate({ ids: [mine] }))).message).toBe(
      "模板已被批次使用，不能删除",
    );
    expect(await traceCounts()).toEqual(before);
    const renamed = {
      ...input,
      stages: input.stages.map((s, i) =>
        i === index ? { ...s, name: "追肥", items: [{ ...s.items[0]!, name: "用量" }, s.items[1]!] } : s,
      ),
    };
    await world.member.traceTemplate.update.mutate({ id: mine, data: renamed });
    const after = await world.member.traceTemplate.get.query({ id: mine });
    expect(after.stages[index]).toMatchObject({
      id: stage.id,
      name: "追肥",
      items: [{ id: amount!.id, name: "用量" }, { id: type!.id }],
    });
  });

  it("deletes an unused template with its stages and items", async () => {
    const { id } = await world.member.traceTemplate.create.mutate(teaTemplate({ name: "临时模板" }));
    expect(await world.member.traceTemplate.delete.mutate({ ids: [id] })).toEqual({ deleted: 1 });
    expect(await prisma.traceTemplateStage.count({ where: { templateId: id } })).toBe(0);
  });

  it("works over the legacy API: add, detail list, add a stage, edit a stage, order checks", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(world.memberName, world.memberPassword);
    const stages = JSON.stringify([
      { name: "采收", sort: 1, items: [{ name: "采收量", kind: "number", unit: "kg", sort: 1, required: true }] },
    ]);
    const added = await api.call("/api/traceTemplate/add", { name: "接口模板", stages });
    expect(added.code).toBe("200");
    const templateId = String((added.body as { id: number }).id);
    expect((await api.call("/api/traceTemplate/add", { name: "坏模板", stages: "not json" })).code).toBe("201");
    const detail = await api.call("/api/traceTemplate/detailList", { templateId });
    expect(detail.totalCount).toBe(1);
    const stageId = String((detail.body as { id: number }[])[0]!.id);
    expect((await api.call("/api/traceTemplate/checkOrder", { templateId, sort: "1" })).body).toEqual({ free: false });
    expect((await api.call("/api/traceTemplateItem/checkOrder", { stageId, sort: "2" })).body).toEqual({ free: true });
    expect((await api.call("/api/traceTemplate/addDetail", { templateId, name: "包装", sort: "1" })).code).toBe("201");
    expect((await api.call("/api/traceTemplate/addDetail", { templateId, name: "包装", sort: "2" })).code).toBe("200");
    const items = JSON.stringify([{ name: "采收方式", kind: "select", options: ["手采", "机采"], sort: 1 }]);
    expect(
      (await api.call("/api/traceTemplateItem/update", { id: stageId, name: "采摘", sort: "1", items })).code,
    ).toBe("200");
    const after = await api.call("/api/traceTemplate/get", { id: templateId });
    expect(after.body).toMatchObject({
      stages: [{ name: "采摘", items: [{ name: "采收方式", kind: "select" }] }, { name: "包装" }],
    });
    expect((await api.call("/api/traceTemplate/get", { id: String(theirs) })).code).toBe("206");
    expect((await api.call("/api/traceTemplate/copy", { id: String(platform) })).code).toBe("200");
  });
});
