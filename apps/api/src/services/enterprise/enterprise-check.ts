import type { TExamineInput } from "@suyuan/contracts/common/fields";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/** Approves or rejects (with an opinion) a pending enterprise. Only approved ones may apply for trace codes. */
export async function checkEnterprise(ctx: ServiceContext, input: TExamineInput): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.enterprise.findUnique({
      where: { id: input.id },
      select: { id: true, status: true, name: true },
    });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.id);
    if (current.status !== "pending") throw new AppError("RULE_VIOLATION", { messageKey: "error.notPending" });
    await tx.enterprise.update({
      where: { id: input.id },
      data: {
        status: input.approve ? "approved" : "rejected",
        checkOpinion: input.opinion || null,
        checkedAt: new Date(),
        checkedBy: ctx.actor.userId,
      },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.approve ? "approve" : "reject",
      resource: "enterprise",
      targetId: input.id,
      detail: { name: current.name, opinion: input.opinion },
    });
  });
}
