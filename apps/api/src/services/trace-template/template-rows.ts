import type { TTemplateItemKind, TTemplateStageDetail } from "@suyuan/contracts/trace-template/template-fields";
import type { Prisma } from "@suyuan/db/client";

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

export function toStageDetails(stages: StageRow[]): TTemplateStageDetail[] {
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
