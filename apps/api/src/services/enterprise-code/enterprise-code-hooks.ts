import { count, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

const fieldError = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

/**
 * Who assigned the prefix is the user who created the record. Once commodity codes are numbered
 * under a prefix, neither the prefix nor its enterprise changes: the GTINs printed on goods would
 * silently stop matching (the codes would have to be deleted first).
 */
export const enterpriseCodeHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current) {
    // The check answers first with its own words; the unique constraints decide races.
    const taken = await tx.enterpriseCode.findFirst({
      where: { companyPrefix: data.companyPrefix as string, ...(current ? { id: { not: current.id as number } } : {}) },
      select: { id: true },
    });
    if (taken) throw fieldError("companyPrefix", "error.companyPrefixTaken");
    const coded = await tx.enterpriseCode.findFirst({
      where: { enterpriseId: data.enterpriseId as number, ...(current ? { id: { not: current.id as number } } : {}) },
      select: { id: true },
    });
    if (coded) throw fieldError("enterpriseId", "error.enterpriseHasCode");
    if (!current) return { ...data, assignedById: ctx.actor.userId };
    const changed = data.companyPrefix !== current.companyPrefix || data.enterpriseId !== current.enterpriseId;
    if (changed && (await tx.commodityCode.count({ where: { enterpriseCodeId: current.id as number } })) > 0)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.companyPrefixInUse",
        fieldErrors: { companyPrefix: ["error.companyPrefixInUse"] },
      });
    return data;
  },
  computed: {
    assignedBy: sql(
      () => `(SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM app_user u WHERE u.id = t.assigned_by_id)`,
    ),
    codeCount: count("commodityCodes"),
  },
};
