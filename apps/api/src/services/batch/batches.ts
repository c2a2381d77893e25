import type { TGetBatchOutput } from "@suyuan/contracts/batch/batch-operations";
import { prisma } from "@suyuan/db/client";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";

/** One batch with how many trace codes are bound to it (kept off the list: a batch may have a million). */
export async function getBatch(ctx: ServiceContext, id: number): Promise<TGetBatchOutput> {
  const item = await RESOURCE_SERVICES.batch.get(ctx, id);
  const codeCount = await prisma.traceCode.count({ where: { batchId: id } });
  return { ...(item as Omit<TGetBatchOutput, "codeCount">), codeCount };
}
