// The traceability part of `npm run seed:demo`: a platform-wide trace template (种植, 施肥, 采收,
// 检测, 包装), three batches of two demo enterprises with their production records, an approved
// application of 200 codes generated and bound to two of them, a few scans, a passed quality check
// and a failed one that started an active recall. Like the rest of the seed it goes through the
// services (rules, scope and operation log apply); it runs once per database (the template's name
// marks it) and after the master data it builds on.
import type { TTemplateFields } from "@suyuan/contracts/trace-template/trace-template-resource";
import { prisma } from "@suyuan/db/client";
import type { AppConfig } from "../src/env.ts";
import { bindTraceCodes } from "../src/services/code-application/binding.ts";
import { createCodeApplication, examineCodeApplication } from "../src/services/code-application/applications.ts";
import { createQualityCheck } from "../src/services/quality-check/quality-checks.ts";
import { todayInChina } from "../src/lib/stored-day.ts";
import { scanPublicCode } from "../src/services/scan/public-scan.ts";
import { scanSettingsFrom } from "../src/services/scan/scan-settings.ts";
import type { ServiceContext } from "../src/services/service-context.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import { createRecord } from "../src/services/trace-record/record-mutations.ts";

const DEMO_TEMPLATE_NAME = "果蔬通用溯源模板";
const CODE_COUNT = 200;

type ItemSpec = {
  name: string;
  kind: "text" | "number" | "date" | "image" | "select";
  unit?: string;
  options?: string[];
  required?: boolean;
};

const STAGES: { name: string; items: ItemSpec[] }[] = [
  {
    name: "种植",
    items: [
      { name: "品种", kind: "text", required: true },
      { name: "定植日期", kind: "date", required: true },
      { name: "种植面积", kind: "number", unit: "亩" },
      { name: "种植方式", kind: "select", options: ["露地", "大棚", "温室"], required: true },
      { name: "现场照片", kind: "image" },
    ],
  },
  {
    name: "施肥",
    items: [
      { name: "肥料名称", kind: "text", required: true },
      { name: "用量", kind: "number", unit: "kg/亩", required: true },
      { name: "施肥日期", kind: "date", required: true },
    ],
  },
  {
    name: "采收",
    items: [
      { name: "采收日期", kind: "date", required: true },
      { name: "采收量", kind: "number", unit: "kg", required: true },
      { name: "采收人", kind: "text" },
    ],
  },
  {
    name: "检测",
    items: [
      { name: "检测项目", kind: "text", required: true },
      { name: "检测结论", kind: "select", options: ["合格", "不合格"], required: true },
      { name: "检测机构", kind: "text" },
    ],
  },
  {
    name: "包装",
    items: [
      { name: "包装规格", kind: "text", required: true },
      { name: "包装日期", kind: "date", required: true },
      { name: "包装方式", kind: "select", options: ["纸箱", "塑料筐", "真空袋"] },
    ],
  },
];

/** The filled-in values of each stage, by item name ({day} is replaced by a date near the stage). */
type BatchSpec = {
  enterprise: string;
  goods: string;
  batchNo: string;
  /** Days before today the batch was produced (harvested and packed). */
  producedDaysAgo: number;
  quantity: number;
  values: Record<string, Record<string, string>>;
};

const BATCHES: BatchSpec[] = [
  {
    enterprise: "安吉天荒坪高山蔬菜有限公司",
    goods: "高山樱桃番茄",
    batchNo: "THP-FQ-001",
    producedDaysAgo: 20,
    quantity: 3200,
    values: {
      种植: { 品种: "千禧樱桃番茄", 种植面积: "12", 种植方式: "温室" },
      施肥: { 肥料名称: "腐熟羊粪有机肥", 用量: "800" },
      采收: { 采收量: "3200", 采收人: "王立新" },
      检测: { 检测项目: "农药残留快速检测（有机磷、氨基甲酸酯类）", 检测结论: "合格", 检测机构: "基地自检室" },
      包装: { 包装规格: "1kg/箱", 包装方式: "纸箱" },
    },
  },
  {
    enterprise: "安吉天荒坪高山蔬菜有限公司",
    goods: "高山樱桃番茄",
    batchNo: "THP-FQ-002",
    producedDaysAgo: 8,
    quantity: 2600,
    values: {
      种植: { 品种: "千禧樱桃番茄", 种植面积: "10", 种植方式: "大棚" },
      施肥: { 肥料名称: "水溶性复合肥（20-20-20）", 用量: "25" },
      采收: { 采收量: "2600", 采收人: "潘红英" },
      检测: { 检测项目: "农药残留快速检测（有机磷、氨基甲酸酯类）", 检测结论: "合格", 检测机构: "基地自检室" },
      包装: { 包装规格: "1kg/箱", 包装方式: "纸箱" },
    },
  },
  {
    enterprise: "安吉孝丰猕猴桃种植场",
    goods: "孝丰红心猕猴桃",
    batchNo: "XF-MHT-001",
    producedDaysAgo: 15,
    quantity: 6000,
    values: {
      种植: { 品种: "红阳", 种植面积: "45", 种植方式: "露地" },
      施肥: { 肥料名称: "生物有机肥", 用量: "500" },
      采收: { 采收量: "6000", 采收人: "林海涛" },
      检测: { 检测项目: "可溶性固形物、农药残留", 检测结论: "合格", 检测机构: "安吉县农产品质量安全检测站" },
      包装: { 包装规格: "5kg/箱", 包装方式: "纸箱" },
    },
  },
];

/** A calendar day in China, `days` before today. */
const daysAgo = (days: number) => todayInChina(Date.now() - days * 86_400_000);

/** When each stage happened, in days before production (planting months before, packing on the day). */
const STAGE_LEAD_DAYS: Record<string, number> = { 种植: 90, 施肥: 45, 采收: 1, 检测: 1, 包装: 0 };

export async function seedTraceabilityDemo(
  ctx: ServiceContext,
  config: AppConfig,
): Promise<{ written: boolean; summary: string }> {
  if (await prisma.traceTemplate.findFirst({ where: { name: DEMO_TEMPLATE_NAME }, select: { id: true } }))
    return { written: false, summary: "" };

  const template: TTemplateFields = {
    enterpriseId: null,
    name: DEMO_TEMPLATE_NAME,
    goodsClassId: null,
    goodsId: null,
    enabled: true,
    description: "种植、施肥、采收、检测、包装五个环节，适用于蔬菜与水果。",
    stages: STAGES.map((stage, stageIndex) => ({
      id: null,
      name: stage.name,
      sort: stageIndex + 1,
      items: stage.items.map((item, itemIndex) => ({
        id: null,
        name: item.name,
        kind: item.kind,
        unit: item.unit ?? null,
        options: item.options ?? [],
        required: item.required ?? false,
        sort: itemIndex + 1,
      })),
    })),
  };
  const { id: templateId } = await RESOURCE_SERVICES.traceTemplate.create(ctx, template);
  const stages = await prisma.traceTemplateStage.findMany({
    where: { templateId },
    select: { id: true, name: true, sort: true, items: { select: { id: true, name: true, kind: true } } },
    orderBy: { sort: "asc" },
  });

  const batchIds = new Map<string, number>();
  let records = 0;
  for (const spec of BATCHES) {
    const enterprise = await prisma.enterprise.findFirstOrThrow({
      where: { name: spec.enterprise },
      select: { id: true },
    });
    const goods = await prisma.goods.findFirstOrThrow({
      where: { name: spec.goods, enterpriseId: enterprise.id },
      select: { id: true },
    });
    const base = await prisma.base.findFirst({ where: { enterpriseId: enterprise.id }, select: { id: true } });
    const house = await prisma.house.findFirst({ where: { enterpriseId: enterprise.id }, select: { id: true } });
    const { id: batchId } = await RESOURCE_SERVICES.batch.create(ctx, {
      enterpriseId: enterprise.id,
      goodsId: goods.id,
      baseId: base?.id ?? null,
      houseId: house?.id ?? null,
      batchNo: spec.batchNo,
      productionDate: daysAgo(spec.producedDaysAgo),
      quantity: spec.quantity,
      unit: "kg",
      templateId,
      status: "finished",
      note: null,
    });
    batchIds.set(spec.batchNo, batchId);
    for (const stage of stages) {
      const day = daysAgo(spec.producedDaysAgo + (STAGE_LEAD_DAYS[stage.name] ?? 0));
      const given = spec.values[stage.name] ?? {};
      const values: Record<string, { value: string | null; images: string[] }> = {};
      for (const item of stage.items) {
        if (item.kind === "image") continue;
        values[String(item.id)] = { value: item.kind === "date" ? day : (given[item.name] ?? null), images: [] };
      }
      await createRecord(ctx, {
        batchId,
        stageId: stage.id,
        sort: stage.sort,
        recordedAt: new Date(`${day}T09:30:00+08:00`),
        operatorName: stage.name === "检测" ? "质检员 刘倩" : "生产员 张伟",
        images: [],
        note: null,
        values,
      });
      records++;
    }
  }

  // 200 codes for the tomatoes, approved and generated, then bound: 1-120 to the first batch, 121-200 to the second.
  const tomato = await prisma.goods.findFirstOrThrow({
    where: { name: "高山樱桃番茄" },
    select: { id: true, enterpriseId: true },
  });
  const { id: applicationId } = await createCodeApplication(ctx, {
    enterpriseId: tomato.enterpriseId,
    goodsId: tomato.id,
    quantity: CODE_COUNT,
    reason: "樱桃番茄礼盒上市，用于每箱一码追溯。",
  });
  await examineCodeApplication(ctx, { id: applicationId, approve: true, opinion: "同意" });
  // Approval queues the job; this process's job worker (seed-demo.ts starts it) writes the codes.
  for (;;) {
    const { generationStatus } = await prisma.codeApplication.findUniqueOrThrow({ where: { id: applicationId } });
    if (generationStatus === "done") break;
    if (generationStatus === "failed") throw new Error("demo code generation failed");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const firstBatch = batchIds.get("THP-FQ-001") ?? 0;
  const secondBatch = batchIds.get("THP-FQ-002") ?? 0;
  await bindTraceCodes(ctx, {
    id: applicationId,
    batchId: firstBatch,
    mode: "range",
    fromSerial: 1,
    toSerial: 120,
    rebind: false,
  });
  await bindTraceCodes(ctx, {
    id: applicationId,
    batchId: secondBatch,
    mode: "range",
    fromSerial: 121,
    toSerial: CODE_COUNT,
    rebind: false,
  });

  // The kiwi grower's application waits for the county's examination (a to-do on the work bench).
  const kiwi = await prisma.goods.findFirstOrThrow({
    where: { name: "孝丰红心猕猴桃" },
    select: { id: true, enterpriseId: true },
  });
  await createCodeApplication(ctx, {
    enterpriseId: kiwi.enterpriseId,
    goodsId: kiwi.id,
    quantity: 500,
    reason: "红心猕猴桃礼盒上市，申请每箱一码。",
  });

  // A few consumers scanned codes of both batches (the same path as the public page, so counts add up).
  const codes = await prisma.traceCode.findMany({
    where: { applicationId, serial: { in: [1, 2, 3, 121, 122] } },
    select: { code: true, serial: true },
    orderBy: { serial: "asc" },
  });
  const settings = scanSettingsFrom(config);
  const visitors = ["223.104.3.12", "117.136.8.40", "112.96.35.201", "223.104.3.12", "36.110.12.9", "183.192.4.77"];
  let scans = 0;
  for (const [index, ip] of visitors.entries()) {
    const code = codes[index % codes.length]?.code;
    if (!code) continue;
    const outcome = await scanPublicCode(settings, code, {
      ip,
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.47",
    });
    if (outcome.kind === "found") scans++;
  }

  // The first batch passed its spot check; the second failed and was recalled in the same step.
  await createQualityCheck(ctx, {
    enterpriseId: null,
    batchId: firstBatch,
    goodsId: null,
    organisation: "安吉县农产品质量安全检测站",
    inspector: "赵立新",
    checkDate: daysAgo(18),
    items: [
      { name: "毒死蜱", standard: "≤0.5 mg/kg（GB 2763-2021）", result: "未检出", passed: true },
      { name: "铅（以Pb计）", standard: "≤0.1 mg/kg（GB 2762-2022）", result: "0.02 mg/kg", passed: true },
      { name: "镉（以Cd计）", standard: "≤0.05 mg/kg（GB 2762-2022）", result: "0.008 mg/kg", passed: true },
    ],
    passed: null,
    reportUploadId: null,
    note: "例行监督抽检",
    startRecall: null,
  });
  const failed = await createQualityCheck(ctx, {
    enterpriseId: null,
    batchId: secondBatch,
    goodsId: null,
    organisation: "湖州市食品药品检验研究院",
    inspector: "陈静",
    checkDate: daysAgo(3),
    items: [
      { name: "毒死蜱", standard: "≤0.5 mg/kg（GB 2763-2021）", result: "1.26 mg/kg", passed: false },
      { name: "铅（以Pb计）", standard: "≤0.1 mg/kg（GB 2762-2022）", result: "0.03 mg/kg", passed: true },
    ],
    passed: null,
    reportUploadId: null,
    note: "市场监督抽检，样品取自商超货架",
    startRecall: {
      title: "高山樱桃番茄（批次 THP-FQ-002）农药残留超标召回",
      level: 2,
      notice:
        "经抽检，批次 THP-FQ-002 的樱桃番茄毒死蜱残留超出国家标准。请您停止食用，并凭包装或购物凭证到购买处办理退货退款。咨询电话 0572-5123456。",
    },
  });

  return {
    written: true,
    summary: `1 template (5 stages), ${BATCHES.length} batches, ${records} production records, ${CODE_COUNT} codes bound, 1 application waiting, ${scans} scans, 2 quality checks, ${failed.recallId === null ? 0 : 1} active recall`,
  };
}
