import type { TExamineInput } from "@suyuan/contracts/common/fields";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/** Approves or rejects (with an opinion) pending goods. Only approved goods get trace codes. */
export async function examineGoods(ctx: ServiceContext, input: TExamineInput): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.goods.findUnique({
      where: { id: input.id },
      select: { enterpriseId: true, status: true, name: true },
    });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    if (current.status !== "pending") throw new AppError("RULE_VIOLATION", { messageKey: "error.notPending" });
    await tx.goods.update({
      where: { id: input.id },
      data: {
        status: input.approve ? "approved" : "rejected",
        examineOpinion: input.opinion || null,
        examinedAt: new Date(),
        examinedBy: ctx.actor.userId,
      },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.approve ? "approve" : "reject",
      resource: "goods",
      targetId: input.id,
      detail: { name: current.name, opinion: input.opinion },
    });
  });
}
