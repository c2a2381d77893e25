import type {
  TTemplateDetail,
  TTemplateItem,
  TTemplateItemKind,
} from "@suyuan/contracts/trace-template/template-fields";
import type { Prisma } from "@suyuan/db/client";

export const TEMPLATE_SELECT = {
  id: true,
  name: true,
  enterprise: { select: { id: true, name: true } },
  goodsClass: { select: { id: true, name: true } },
  goods: { select: { id: true, name: true } },
  enabled: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { stages: true, batches: true } },
} satisfies Prisma.TraceTemplateSelect;

type TemplateRow = Prisma.TraceTemplateGetPayload<{ select: typeof TEMPLATE_SELECT }>;

export function toTemplateItem({ _count, ...row }: TemplateRow): TTemplateItem {
  return { ...row, stageCount: _count.stages, batchCount: _count.batches };
}

/** Stages and items in order, each marked when production records use it. */
export const STAGES_SELECT = {
  orderBy: { sort: "asc" },
  select: {
    id: true,
    name: true,
    sort: true,
    _count: { select: { records: true } },
    items: {
      orderBy: { sort: "asc" },
      select: {
        id: true,
        name: true,
        kind: true,
        unit: true,
        options: true,
        required: true,
        sort: true,
        _count: { select: { values: true } },
      },
    },
  },
} satisfies Prisma.TraceTemplate$stagesArgs;

type StageRow = Prisma.TraceTemplateStageGetPayload<{ select: (typeof STAGES_SELECT)["select"] }>;

export function toStageDetails(stages: StageRow[]): TTemplateDetail["stages"] {
  return stages.map(({ _count, items, ...stage }) => ({
    ...stage,
    inUse: _count.records > 0,
    items: items.map(({ _count: itemCount, kind, ...item }) => ({
      ...item,
      kind: kind as TTemplateItemKind,
      inUse: itemCount.values > 0,
    })),
  }));
}
