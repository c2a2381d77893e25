import { column } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { hasPermission } from "../auth/user-access.ts";
import { classWithDescendants } from "./goods-classes.ts";
import { startsWithText } from "../list/text-match.ts";

const fieldError = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

/**
 * Goods (a kit resource): staff must name an existing enterprise (members write into their own),
 * the class must exist. Staff who may examine enter goods approved; a member's edit of examined
 * goods sends them back for examination. A class filter takes its subclasses too (their ids are
 * read first, so the page query stays one indexed `class_id IN (…)`); a barcode filter is a prefix.
 */
export const goodsHooks: ResourceHooks = {
  computed: { status: column("status"), examineOpinion: column("examineOpinion"), examinedAt: column("examinedAt") },

  async where(_ctx, input) {
    const classId = typeof input.classId === "number" ? input.classId : undefined;
    const barcode = typeof input.barcode === "string" ? input.barcode : undefined;
    return {
      ...(classId ? { classId: { in: await classWithDescendants(classId) } } : {}),
      ...(barcode ? { barcode: startsWithText(barcode) } : {}),
    };
  },

  async prepare(tx, ctx, data, current) {
    const enterpriseId = data.enterpriseId as number | null;
    if (enterpriseId === null) throw fieldError("enterpriseId", "validation.required");
    if (!(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } })))
      throw fieldError("enterpriseId", "error.referenceMissing");
    if (!(await tx.goodsClass.findUnique({ where: { id: data.classId as number }, select: { id: true } })))
      throw fieldError("classId", "error.referenceMissing");
    // A description that sanitises to nothing is none.
    const columns = { ...data, description: data.description || null };
    if (!current) {
      const approved = hasPermission(ctx.access, "/goods/examine");
      return approved
        ? { ...columns, status: "approved", examinedAt: new Date(), examinedBy: ctx.actor.userId }
        : { ...columns, status: "pending" };
    }
    const reexamine = ctx.scope.kind === "enterprise" && current.status !== "pending";
    return reexamine
      ? { ...columns, status: "pending", examineOpinion: null, examinedAt: null, examinedBy: null }
      : columns;
  },
};
