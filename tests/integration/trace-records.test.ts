import type { TTemplateDetail } from "@suyuan/contracts/trace-template/trace-template-resource";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { setUpTraceWorld, teaTemplate, traceCounts, type TraceWorld } from "../support/trace-fixtures.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let world: TraceWorld;
let template: TTemplateDetail;
let batchId: number;
let photo: string;

/** The items of the template: planting (品种 text*, 种植日期 date*, 现场照片 image), fertilising (肥料用量 number*, 肥料类型 select). */
const items = () => {
  const [planting, fertilising, testing] = template.stages;
  const [variety, plantedOn, picture] = planting!.items;
  const [amount, kind] = fertilising!.items;
  return {
    planting: planting!,
    fertilising: fertilising!,
    testing: testing!,
    variety: variety!,
    plantedOn: plantedOn!,
    picture: picture!,
    amount: amount!,
    kind: kind!,
  };
};

const batchFields = (overrides: Record<string, unknown> = {}) => ({
  enterpriseId: null,
  goodsId: world.own.goodsId,
  baseId: null,
  houseId: null,
  batchNo: "R-001",
  productionDate: "2026-03-01",
  quantity: 500,
  unit: "kg",
  templateId: template.id,
  status: "producing" as const,
  note: "",
  ...overrides,
});

const plantingRecord = (overrides: Record<string, unknown> = {}) => {
  const { planting, variety, plantedOn, picture } = items();
  return {
    batchId,
    stageId: planting.id,
    sort: 1,
    recordedAt: "2026-03-02 08:15",
    operatorName: "陈师傅",
    images: [photo],
    note: "春茶",
    values: {
      [variety.id]: { value: "龙井43" },
      [plantedOn.id]: { value: "2026-03-02" },
      [picture.id]: { images: [photo] },
    },
    ...overrides,
  };
};

beforeAll(async () => {
  world = await setUpTraceWorld(server().url, 63);
  const { id } = await world.member.traceTemplate.create.mutate(teaTemplate());
  template = await world.member.traceTemplate.get.query({ id });
  batchId = (await world.member.batch.create.mutate(batchFields())).id;
  const upload = await prisma.upload.create({
    data: { id: "a".repeat(32), kind: "image", originalName: "field.jpg", mimeType: "image/jpeg", size: 10 },
  });
  photo = `/uploads/${upload.id}`;
});

describe("production records", () => {
  it("records a stage with its values; every item of the stage comes back in order", async () => {
    const { id } = await world.member.traceRecord.create.mutate(plantingRecord());
    const record = await world.member.traceRecord.get.query({ id });
    expect(record).toMatchObject({
      batch: { id: batchId, batchNo: "R-001" },
      enterprise: { id: world.own.enterpriseId },
      stage: { name: "种植" },
      operatorName: "陈师傅",
      images: [photo],
      recordedAt: new Date("2026-03-02T00:15:00Z"),
    });
    expect(record.values.map((value) => [value.name, value.value, value.images])).toEqual([
      ["品种", "龙井43", []],
      ["种植日期", "2026-03-02", []],
      ["现场照片", null, [photo]],
    ]);
    expect((await world.member.batch.get.query({ id: batchId })).recordCount).toBe(1);
    const log = await prisma.operationLog.findFirst({ where: { resource: "trace-record", targetId: String(id) } });
    expect(log?.operation).toBe("create");
  });

  it("checks values against the template, keyed by item, and writes nothing when any is wrong", async () => {
    const { fertilising, amount, kind, variety, picture, planting, plantedOn } = items();
    const before = await traceCounts();
    const wrong = await failure(
      world.member.traceRecord.create.mutate({
        ...plantingRecord({ stageId: fertilising.id, sort: 2 }),
        values: { [amount.id]: { value: "二十五" }, [kind.id]: { value: "化肥" }, [variety.id]: { value: "龙井43" } },
      }),
    );
    expect(wrong.message).toBe("请检查各数据项的填写");
    expect(wrong.fieldErrors).toEqual({
      [`values.${amount.id}`]: ["请填写数字"],
      [`values.${kind.id}`]: ["请从给定的选项中选择"],
      [`values.${variety.id}`]: ["该数据项不属于所选环节"],
    });
    const missing = await failure(
      world.member.traceRecord.create.mutate(
        plantingRecord({
          sort: 2,
          images: ["/uploads/" + "b".repeat(32)],
          values: { [plantedOn.id]: { value: "2026-02-30" }, [picture.id]: { value: "照片" } },
        }),
      ),
    );
    expect(missing.fieldErrors).toEqual({
      images: ["请上传图片"],
      [`values.${variety.id}`]: ["此项为必填项"],
      [`values.${plantedOn.id}`]: ["日期格式应为 yyyy-MM-dd"],
      [`values.${picture.id}`]: ["请上传图片"],
    });
    const badTime = await failure(
      world.member.traceRecord.create.mutate(plantingRecord({ sort: 2, recordedAt: "2026-03-02 25:00" })),
    );
    expect(badTime.fieldErrors).toEqual({ recordedAt: ["请填写正确的时间（yyyy-MM-dd HH:mm）"] });
    expect(planting.items.length).toBe(3);
    expect(await traceCounts()).toEqual(before);
  });

  it("keeps record orders unique per batch, with the check endpoint agreeing", async () => {
    const { fertilising, amount } = items();
    const before = await traceCounts();
    const values = { [amount.id]: { value: "25.5" } };
    const taken = await failure(
      world.member.traceRecord.create.mutate({ ...plantingRecord({ stageId: fertilising.id }), values }),
    );
    expect(taken.fieldErrors).toEqual({ sort: ["排序号已被使用"] });
    expect(await traceCounts()).toEqual(before);
    expect(await world.member.traceRecord.checkOrder.query({ batchId, sort: 1 })).toEqual({ free: false });
    expect(await world.member.traceRecord.checkOrder.query({ batchId, sort: 2 })).toEqual({ free: true });
    const { id } = await world.member.traceRecord.create.mutate({
      ...plantingRecord({ stageId: fertilising.id, sort: 2, images: [] }),
      values,
    });
    expect(await world.member.traceRecord.checkOrder.query({ batchId, sort: 2, excludeId: id })).toEqual({
      free: true,
    });
    expect((await world.member.traceRecord.get.query({ id })).values.map((value) => value.value)).toEqual([
      "25.5",
      null,
    ]);
  });

  it("refuses stages of other templates, batches without a template and closed batches", async () => {
    const other = await world.member.traceTemplate.create.mutate(teaTemplate({ name: "另一个模板" }));
    const otherStage = await prisma.traceTemplateStage.findFirstOrThrow({ where: { templateId: other.id } });
    const before = await traceCounts();
    const foreign = await failure(
      world.member.traceRecord.create.mutate(plantingRecord({ stageId: otherStage.id, sort: 3 })),
    );
    expect(foreign.fieldErrors).toEqual({ stageId: ["所选环节不属于该批次的溯源模板"] });
    const bare = await world.member.batch.create.mutate(batchFields({ batchNo: "R-BARE", templateId: null }));
    const noTemplate = await failure(world.member.traceRecord.create.mutate(plantingRecord({ batchId: bare.id })));
    expect(noTemplate.fieldErrors).toEqual({ batchId: ["该批次未选择溯源模板，不能录入生产记录"] });
    const closed = await world.member.batch.create.mutate(batchFields({ batchNo: "R-CLOSED", status: "closed" }));
    expect(
      (await failure(world.member.traceRecord.create.mutate(plantingRecord({ batchId: closed.id })))).message,
    ).toBe("批次已关闭，不能再录入或修改生产记录");
    // The template of a batch with records stays.
    const locked = await failure(
      world.member.batch.update.mutate({ id: batchId, data: batchFields({ templateId: other.id }) }),
    );
    expect(locked.fieldErrors).toEqual({ templateId: ["批次已有生产记录，不能更换模板"] });
    expect(await traceCounts()).toEqual({ ...before, batches: before.batches + 2, operations: before.operations + 2 });
  });

  it("replaces a record's values on update", async () => {
    const record = (
      await world.member.traceRecord.find.query({ page: 1, pageSize: 10, batchId, sortBy: "sort", sortDir: "asc" })
    ).items[0]!;
    const { variety, plantedOn } = items();
    await world.member.traceRecord.update.mutate({
      id: record.id,
      data: {
        stageId: record.stage.id,
        sort: 1,
        // The web app sends the browser's offset; without one the time is China time.
        recordedAt: "2026-03-03 10:00:00+00:00",
        operatorName: "李师傅",
        values: { [variety.id]: { value: "白叶一号" }, [plantedOn.id]: { value: "2026-03-03" } },
      },
    });
    const after = await world.member.traceRecord.get.query({ id: record.id });
    expect(after.operatorName).toBe("李师傅");
    expect(after.recordedAt).toEqual(new Date("2026-03-03T10:00:00Z"));
    expect(after.values.map((value) => [value.value, value.images])).toEqual([
      ["白叶一号", []],
      ["2026-03-03", []],
      [null, []],
    ]);
  });

  it("keeps members to their own enterprise's records", async () => {
    const theirTemplate = await world.admin.traceTemplate.create.mutate(
      teaTemplate({ enterpriseId: world.other.enterpriseId }),
    );
    const theirBatch = await world.admin.batch.create.mutate(
      batchFields({
        enterpriseId: world.other.enterpriseId,
        goodsId: world.other.goodsId,
        templateId: theirTemplate.id,
      }),
    );
    const stage = await prisma.traceTemplateStage.findFirstOrThrow({
      where: { templateId: theirTemplate.id, sort: 3 },
    });
    const theirs = await world.admin.traceRecord.create.mutate({
      batchId: theirBatch.id,
      stageId: stage.id,
      sort: 1,
      recordedAt: "2026-03-05 10:00",
      operatorName: "王师傅",
    });
    expect((await failure(world.member.traceRecord.get.query({ id: theirs.id }))).appCode).toBe("NOT_FOUND");
    expect((await failure(world.member.traceRecord.delete.mutate({ ids: [theirs.id] }))).appCode).toBe("NOT_FOUND");
    expect(
      (
        await failure(
          world.member.traceRecord.update.mutate({ id: theirs.id, data: { ...plantingRecord(), values: {} } }),
        )
      ).appCode,
    ).toBe("NOT_FOUND");
    const foreign = await failure(
      world.member.traceRecord.create.mutate({
        ...plantingRecord({ batchId: theirBatch.id, stageId: stage.id, sort: 9 }),
        values: {},
      }),
    );
    expect(foreign.fieldErrors).toEqual({ batchId: ["所选的数据不存在，请刷新后重试"] });
    expect((await failure(world.member.traceRecord.findValues.query({ recordId: theirs.id }))).appCode).toBe(
      "NOT_FOUND",
    );
    const mine = await world.member.traceRecord.find.query({ page: 1, pageSize: 50 });
    expect(mine.items.every((row) => row.enterprise.id === world.own.enterpriseId)).toBe(true);
    expect((await world.admin.traceRecord.find.query({ page: 1, pageSize: 50 })).total).toBe(mine.total + 1);

    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(world.memberName, world.memberPassword);
    expect((await api.call("/api/trace/get", { id: String(theirs.id) })).code).toBe("206");
    expect((await api.call("/api/traceItemItem/list", { recordId: String(theirs.id) })).code).toBe("206");
  });

  it("works over the legacy API: records with JSON values, item values one at a time, order check", async () => {
    const { testing, fertilising, amount, kind } = items();
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(world.memberName, world.memberPassword);
    const saved = await api.call("/api/trace/save", {
      batchId: String(batchId),
      stageId: String(fertilising.id),
      sort: "3",
      recordedAt: "2026-03-20 14:00",
      operatorName: "接口",
      values: JSON.stringify({ [amount.id]: "30", [kind.id]: "复合肥" }),
    });
    expect(saved.code).toBe("200");
    const recordId = String((saved.body as { id: number }).id);
    expect((await api.call("/api/trace/checkOrder", { batchId: String(batchId), sort: "3" })).body).toEqual({
      free: false,
    });
    const values = await api.call("/api/traceItemItem/list", { recordId });
    expect((values.body as { name: string; value: string | null }[]).map((value) => [value.name, value.value])).toEqual(
      [
        ["肥料用量", "30"],
        ["肥料类型", "复合肥"],
      ],
    );
    const kindValue = (values.body as { id: number; itemId: number }[]).find((value) => value.itemId === kind.id)!;
    expect((await api.call("/api/traceItemItem/update", { id: String(kindValue.id), value: "化肥" })).code).toBe("201");
    expect((await api.call("/api/traceItemItem/update", { id: String(kindValue.id), value: "有机肥" })).code).toBe(
      "200",
    );
    expect((await api.call("/api/traceItemItem/save", { recordId, itemId: String(amount.id), value: "" })).code).toBe(
      "201",
    );
    expect((await api.call("/api/traceItemItem/save", { recordId, itemId: String(amount.id), value: "31" })).code).toBe(
      "200",
    );
    expect((await api.call("/api/traceItemItem/save", { recordId, itemId: String(testing.id), value: "x" })).code).toBe(
      "201",
    );
    const after = await world.member.traceRecord.get.query({ id: Number(recordId) });
    expect(after.values.map((value) => value.value)).toEqual(["31", "有机肥"]);
    const stages = await api.call("/api/traceItem/getTempalteItem", { batchId: String(batchId) });
    expect((stages.body as { name: string }[]).map((stage) => stage.name)).toEqual(["种植", "施肥", "检测"]);
    expect((await api.call("/api/trace/delete", { ids: recordId })).code).toBe("200");
  });
});
