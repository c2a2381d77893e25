import type { TransactionClient } from "@suyuan/db/client";
import { column } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { hasPermission } from "../auth/user-access.ts";

async function assertCreditCodeFree(tx: TransactionClient, creditCode: unknown, exceptId: unknown) {
  if (typeof creditCode !== "string") return;
  const clash = await tx.enterprise.findFirst({
    where: { creditCode, ...(typeof exceptId === "number" ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.creditCodeTaken",
      fieldErrors: { creditCode: ["error.creditCodeTaken"] },
    });
}

/**
 * Enterprises (a kit resource): a member's scope is their own enterprise, the row itself. Staff who
 * may examine enter enterprises approved; a member changing the identity (name or credit code) of
 * an examined one sends it back to pending: the platform examines what it approves.
 */
export const enterpriseHooks: ResourceHooks = {
  scope: (ctx) => (ctx.scope.kind === "all" ? {} : { id: ctx.scope.enterpriseId }),
  computed: { status: column("status"), checkOpinion: column("checkOpinion"), checkedAt: column("checkedAt") },

  async prepare(tx, ctx, data, current) {
    await assertCreditCodeFree(tx, data.creditCode, current?.id);
    if (!current) {
      const approved = hasPermission(ctx.access, "/enterprise/check");
      return approved
        ? { ...data, status: "approved", checkedAt: new Date(), checkedBy: ctx.actor.userId }
        : { ...data, status: "pending" };
    }
    const identityChanged = current.name !== data.name || current.creditCode !== data.creditCode;
    const reexamine = ctx.scope.kind === "enterprise" && identityChanged && current.status !== "pending";
    return reexamine ? { ...data, status: "pending", checkOpinion: null, checkedAt: null, checkedBy: null } : data;
  },

  async beforeDelete(tx, _ctx, rows) {
    const used = await tx.enterprise.count({
      where: {
        id: { in: rows.map((row) => row.id as number) },
        OR: [
          { users: { some: {} } },
          { goods: { some: {} } },
          { bases: { some: {} } },
          { houses: { some: {} } },
          { envDevices: { some: {} } },
          { envPlates: { some: {} } },
          { projects: { some: {} } },
        ],
      },
    });
    if (used > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
  },
};
