import type {
  TFindTraceCodesInput,
  TTraceCodeItem,
} from "@suyuan/contracts/code-application/code-application-operations";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { traceCodeFromInput } from "@suyuan/contracts/trace-code/trace-code";
import { prisma, type Prisma } from "@suyuan/db/client";
import type { ServiceContext } from "../service-context.ts";
import { applicationInScope } from "./applications.ts";

const CODE_SELECT = {
  serial: true,
  code: true,
  batch: { select: { id: true, batchNo: true } },
  boundAt: true,
  scanCount: true,
  lastScanAt: true,
} satisfies Prisma.TraceCodeSelect;

/**
 * A page of a generated application's codes. Serials run 1..quantity without gaps, so page p is
 * the serial range ((p-1)·size, p·size]: any page costs one index range, however deep. Before
 * generation is done the list is empty (codes are not visible yet). Not on the list statement
 * (kit/sql-list-json.ts), which counts at most COUNT_CAP rows and pages by offset: this list's
 * total is the application's quantity (up to 1,000,000, never capped) and its pages are ranges.
 */
export async function findTraceCodes(
  ctx: ServiceContext,
  input: TFindTraceCodesInput,
): Promise<TListOutput<TTraceCodeItem>> {
  const application = await applicationInScope(ctx, input.id);
  const empty = { items: [], total: 0, page: 1, pageSize: input.pageSize };
  if (application.generationStatus !== "done") return empty;
  if (input.code) {
    const code = traceCodeFromInput(input.code);
    const row = code
      ? await prisma.traceCode.findFirst({ where: { code, applicationId: application.id }, select: CODE_SELECT })
      : null;
    return row ? { items: [row], total: 1, page: 1, pageSize: input.pageSize } : empty;
  }
  const lastPage = Math.max(1, Math.ceil(application.quantity / input.pageSize));
  const page = Math.min(input.page, lastPage);
  const items = await prisma.traceCode.findMany({
    where: {
      applicationId: application.id,
      serial: { gt: (page - 1) * input.pageSize, lte: page * input.pageSize },
    },
    orderBy: { serial: "asc" },
    select: CODE_SELECT,
  });
  return { items, total: application.quantity, page, pageSize: input.pageSize };
}
