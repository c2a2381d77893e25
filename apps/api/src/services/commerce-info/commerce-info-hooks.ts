import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope } from "../access/enterprise-scope.ts";
import { assertSiteReferences } from "../access/site-references.ts";

/**
 * Online shops: the town is the current site's; a shop run by an enterprise is linked to one the
 * caller may see (an enterprise member only their own), a shop run by a person to none.
 */
export const commerceInfoHooks: ResourceHooks = {
  async prepare(tx, ctx, data) {
    await assertSiteReferences(tx, ctx, "town", [data.townId as number | null], "townId");
    if (data.ownerType === "person") return { ...data, enterpriseId: null };
    const enterpriseId = (data.enterpriseId as number | null | undefined) ?? null;
    assertInScope(ctx.scope, enterpriseId);
    if (enterpriseId !== null && (await tx.enterprise.count({ where: { id: enterpriseId } })) === 0)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.referenceMissing",
        fieldErrors: { enterpriseId: ["error.referenceMissing"] },
      });
    return data;
  },
};
