import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { canReveal } from "../../kit/masking.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * An export with personal data unmasked: only of rows that hold some, only for a holder of the
 * reveal key, and written to the operation log (who, which export, its format and filters) before
 * a row is sent.
 */
export async function authoriseFullExport(
  ctx: ServiceContext,
  request: { name: string; personal: boolean; format: string; filters: unknown },
): Promise<void> {
  if (!request.personal) throw new AppError("BAD_REQUEST");
  if (!canReveal(ctx)) throw new AppError("FORBIDDEN");
  await recordOperation(prisma, {
    actor: ctx.actor,
    meta: ctx.meta,
    operation: "export-full",
    resource: request.name,
    detail: { format: request.format, filters: (request.filters ?? {}) as never },
  });
}
