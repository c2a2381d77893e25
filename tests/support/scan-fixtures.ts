import { randomBytes } from "node:crypto";
import { newTraceCode } from "@suyuan/contracts/trace-code/trace-code";
import { prisma } from "@suyuan/db/client";

// Rows for the public scan page and scan records tests, written straight with Prisma: an
// enterprise with goods, a base, a template of stages, a batch with its production record, a code
// application whose codes are generated, and codes bound to the batch or not.

export const newCode = () => newTraceCode((size) => randomBytes(size));

/** An upload URL as the upload service stores them (the file itself need not exist). */
export const uploadUrl = (seq: number) => `/uploads/img${String(seq).padStart(20, "0")}`;

export type TraceFixture = {
  enterpriseId: number;
  goodsId: number;
  batchId: number;
  applicationId: number;
  /** Bound to the batch. */
  boundCodes: string[];
  /** Generated, not bound to a batch. */
  unboundCodes: string[];
  /** Its application is still generating. */
  pendingCode: string;
};

export async function createTraceFixture(
  options: {
    seq: number;
    enterpriseName?: string;
    goodsName?: string;
    stageNote?: string;
    codes?: number;
    enterpriseId?: number;
  } = { seq: 1 },
): Promise<TraceFixture> {
  const { seq } = options;
  const enterpriseId =
    options.enterpriseId ??
    (
      await prisma.enterprise.create({
        data: {
          name: options.enterpriseName ?? `绿源农业${seq}`,
          status: "approved",
          phone: "0571-88886666",
          provinceCode: "330000",
          cityCode: "330100",
          countyCode: "330106",
          address: "文三路 1 号",
        },
      })
    ).id;
  const goodsClass = await prisma.goodsClass.create({ data: { name: `茶叶${seq}` } });
  const goods = await prisma.goods.create({
    data: {
      name: options.goodsName ?? `明前龙井${seq}`,
      classId: goodsClass.id,
      enterpriseId,
      specification: "250克/罐",
      brand: "西湖牌",
      unit: "罐",
      status: "approved",
      images: [uploadUrl(seq * 10 + 1), "javascript:alert(1)"],
    },
  });
  const base = await prisma.base.create({
    data: { enterpriseId, name: `龙井茶园${seq}`, provinceCode: "330000", cityCode: "330100", countyCode: "330106" },
  });
  const template = await prisma.traceTemplate.create({
    data: {
      name: `茶叶模板${seq}`,
      enterpriseId,
      stages: {
        create: [
          {
            name: "种植",
            sort: 1,
            items: {
              create: [
                { name: "品种", kind: "text", sort: 1 },
                { name: "种植面积", kind: "number", unit: "亩", sort: 2 },
              ],
            },
          },
          {
            name: "施肥",
            sort: 2,
            items: {
              create: [
                { name: "肥料", kind: "select", options: ["有机肥", "复合肥"], sort: 1 },
                { name: "用量", kind: "number", unit: "公斤", sort: 2 },
              ],
            },
          },
          { name: "采收", sort: 3, items: { create: [{ name: "采收日期", kind: "date", sort: 1 }] } },
        ],
      },
    },
    include: { stages: { include: { items: true }, orderBy: { sort: "asc" } } },
  });
  const batch = await prisma.batch.create({
    data: {
      enterpriseId,
      goodsId: goods.id,
      baseId: base.id,
      batchNo: `LJ2026-${seq}`,
      productionDate: new Date("2026-04-01T00:00:00Z"),
      quantity: 1200,
      unit: "罐",
      templateId: template.id,
    },
  });
  const values: Record<string, string> = {
    品种: "龙井43",
    种植面积: "35.5",
    肥料: "有机肥",
    用量: "800",
    采收日期: "2026-03-28",
  };
  for (const [index, stage] of template.stages.entries()) {
    await prisma.traceRecord.create({
      data: {
        batchId: batch.id,
        enterpriseId,
        stageId: stage.id,
        sort: index + 1,
        recordedAt: new Date(Date.UTC(2026, 2, 1 + index * 10, 1, 30)),
        operatorName: `操作员${index + 1}`,
        images: index === 0 ? [uploadUrl(seq * 10 + 2)] : [],
        note: index === 0 ? (options.stageNote ?? null) : null,
        values: { create: stage.items.map((item) => ({ itemId: item.id, value: values[item.name] ?? null })) },
      },
    });
  }
  const count = options.codes ?? 4;
  const application = await prisma.codeApplication.create({
    data: {
      enterpriseId,
      goodsId: goods.id,
      quantity: count,
      status: "approved",
      generationStatus: "done",
      generatedCount: count,
    },
  });
  const codes = Array.from({ length: count }, newCode);
  await prisma.traceCode.createMany({
    data: codes.map((code, index) => ({
      code,
      applicationId: application.id,
      serial: index + 1,
      enterpriseId,
      goodsId: goods.id,
      batchId: index < count / 2 ? batch.id : null,
      boundAt: index < count / 2 ? new Date() : null,
    })),
  });
  const pending = await prisma.codeApplication.create({
    data: { enterpriseId, goodsId: goods.id, quantity: 1, status: "approved", generationStatus: "generating" },
  });
  const pendingCode = newCode();
  await prisma.traceCode.create({
    data: { code: pendingCode, applicationId: pending.id, serial: 1, enterpriseId, goodsId: goods.id },
  });
  return {
    enterpriseId,
    goodsId: goods.id,
    batchId: batch.id,
    applicationId: application.id,
    boundCodes: codes.slice(0, Math.ceil(count / 2)),
    unboundCodes: codes.slice(Math.ceil(count / 2)),
    pendingCode,
  };
}
