import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { EnterpriseScope } from "../access/enterprise-scope.ts";

/**
 * Templates a user may see: platform-wide ones (no enterprise) and, for scoped users, their own
 * enterprise's; staff see all.
 */
export function templateVisibleWhere(scope: EnterpriseScope): Prisma.TraceTemplateWhereInput {
  return scope.kind === "all" ? {} : { OR: [{ enterpriseId: null }, { enterpriseId: scope.enterpriseId }] };
}

/** Templates an enterprise's batches may use: enabled, and platform-wide or the enterprise's own. */
export function templateUsableWhere(enterpriseId: number): Prisma.TraceTemplateWhereInput {
  return { enabled: true, OR: [{ enterpriseId: null }, { enterpriseId }] };
}

export async function assertTemplateUsable(
  tx: TransactionClient,
  templateId: number,
  enterpriseId: number,
  field = "templateId",
): Promise<void> {
  const usable = await tx.traceTemplate.findFirst({
    where: { AND: [{ id: templateId }, templateUsableWhere(enterpriseId)] },
    select: { id: true },
  });
  if (!usable)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.templateUnavailable",
      fieldErrors: { [field]: ["error.templateUnavailable"] },
    });
}

/** A template the user may see, else NOT_FOUND (out-of-scope templates are not revealed). */
export async function visibleTemplate(scope: EnterpriseScope, id: number) {
  const row = await prisma.traceTemplate.findFirst({
    where: { AND: [{ id }, templateVisibleWhere(scope)] },
    select: { id: true, enterpriseId: true, name: true },
  });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
