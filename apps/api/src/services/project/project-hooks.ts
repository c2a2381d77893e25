import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { enterpriseForWrite, enterpriseWhere, isInScope } from "../access/enterprise-scope.ts";

/**
 * Projects (a kit resource of the site): a member sees and writes only their own enterprise's
 * projects; a named enterprise must exist (and be the member's own).
 */
export const projectHooks: ResourceHooks = {
  scope: (ctx) => enterpriseWhere(ctx.scope),

  async prepare(tx, ctx, data) {
    const enterpriseId = enterpriseForWrite(ctx.scope, (data.enterpriseId as number | null | undefined) ?? null);
    if (enterpriseId !== null) {
      const enterprise = await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } });
      if (!enterprise || !isInScope(ctx.scope, enterprise.id))
        throw new AppError("BAD_REQUEST", {
          messageKey: "error.referenceMissing",
          fieldErrors: { enterpriseId: ["error.referenceMissing"] },
        });
    }
    return { ...data, enterpriseId };
  },
};
