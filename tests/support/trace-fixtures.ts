import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { sampleOf } from "./samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { tableCounts } from "./table-counts.ts";
import { TEST_ADMIN } from "./test-env.ts";
import { prisma } from "./test-server.ts";

// Shared set-up of the trace template, batch and production record tests: a platform admin, a
// self-registered member of one enterprise, and goods, bases and greenhouses of it and of another.

export type TraceWorld = {
  admin: ApiClient;
  member: ApiClient;
  memberName: string;
  memberPassword: string;
  own: { enterpriseId: number; goodsId: number; baseId: number; houseId: number };
  other: { enterpriseId: number; goodsId: number; baseId: number; houseId: number };
  classId: number;
};

async function placesOf(enterpriseId: number, classId: number, label: string) {
  const goods = await prisma.goods.create({
    data: { name: `${label}茶叶`, classId, enterpriseId, status: "approved", unit: "kg" },
  });
  const base = await prisma.base.create({ data: { name: `${label}基地`, enterpriseId } });
  const house = await prisma.house.create({ data: { name: `${label}1号棚`, baseId: base.id, enterpriseId } });
  return { enterpriseId, goodsId: goods.id, baseId: base.id, houseId: house.id };
}

/** `seq` keeps usernames and credit codes apart between test files sharing nothing but code. */
export async function setUpTraceWorld(url: string, seq: number): Promise<TraceWorld> {
  const admin = createApiClient({ baseUrl: url });
  await admin.auth.login.mutate(TEST_ADMIN);
  const memberName = `137${String(seq).padStart(8, "0")}`;
  const memberPassword = "Member-pass-1";
  const member = createApiClient({ baseUrl: url });
  await member.auth.register.mutate({ username: memberName, password: memberPassword, password2: memberPassword });
  await member.auth.login.mutate({ username: memberName, password: memberPassword });
  const ownId = (await prisma.user.findUniqueOrThrow({ where: { username: memberName } })).enterpriseId ?? 0;
  const otherId = (
    await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: `他家农场${seq}` }, { unique: seq }))
  ).id;
  const goodsClass = await prisma.goodsClass.create({ data: { name: `茶类${seq}` } });
  return {
    admin,
    member,
    memberName,
    memberPassword,
    own: await placesOf(ownId, goodsClass.id, "本家"),
    other: await placesOf(otherId, goodsClass.id, "他家"),
    classId: goodsClass.id,
  };
}

/** The shared row counts plus the trace tables: what a refused call must leave unchanged. */
export async function traceCounts() {
  const [templates, stages, items, batches, records, values] = await Promise.all([
    prisma.traceTemplate.count(),
    prisma.traceTemplateStage.count(),
    prisma.traceTemplateItem.count(),
    prisma.batch.count(),
    prisma.traceRecord.count(),
    prisma.traceRecordValue.count(),
  ]);
  return { ...(await tableCounts()), templates, stages, items, batches, records, values };
}

type ItemInput = {
  id: number | null;
  name: string;
  kind: "text" | "number" | "date" | "image" | "select";
  unit: string;
  options: string[];
  required: boolean;
  sort: number;
};
type StageInput = { id: number | null; name: string; sort: number; items: ItemInput[] };
export type TemplateInput = {
  enterpriseId: number | null;
  name: string;
  goodsClassId: number | null;
  goodsId: number | null;
  enabled: boolean;
  description: string;
  stages: StageInput[];
};

/** A template of three stages (种植, 施肥, 检测) covering every item kind. */
export function teaTemplate(overrides: Partial<TemplateInput> = {}): TemplateInput {
  return {
    enterpriseId: null,
    name: "茶叶生产模板",
    goodsClassId: null,
    goodsId: null,
    enabled: true,
    description: "",
    stages: [
      {
        id: null,
        name: "种植",
        sort: 1,
        items: [
          { id: null, name: "品种", kind: "text", unit: "", options: [], required: true, sort: 1 },
          { id: null, name: "种植日期", kind: "date", unit: "", options: [], required: true, sort: 2 },
          { id: null, name: "现场照片", kind: "image", unit: "", options: [], required: false, sort: 3 },
        ],
      },
      {
        id: null,
        name: "施肥",
        sort: 2,
        items: [
          { id: null, name: "肥料用量", kind: "number", unit: "kg", options: [], required: true, sort: 1 },
          {
            id: null,
            name: "肥料类型",
            kind: "select",
            unit: "",
            options: ["有机肥", "复合肥"],
            required: false,
            sort: 2,
          },
        ],
      },
      { id: null, name: "检测", sort: 3, items: [] },
    ],
    ...overrides,
  };
}
