import type { UpdateKeywordsInput } from "@suyuan/contracts/keyword/keyword-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * keyword/update: one keyword (`id`, `data`) or many (`ids`, `names`, `urls`, `disableds`, the
 * origin's bulk form), in one transaction; any unknown id refuses the whole call.
 */
export async function updateKeywords(ctx: ServiceContext, input: UpdateKeywordsInput) {
  const changes = input.ids
    ? input.ids.map((id, index) => ({
        id,
        name: input.names![index]!,
        url: input.urls![index]!,
        disabled: input.disableds![index] === "true",
      }))
    : [{ id: input.id!, ...input.data! }];
  const ids = [...new Set(changes.map((change) => change.id))];
  await prisma.$transaction(async (tx) => {
    if ((await tx.cmsKeyword.count({ where: { id: { in: ids } } })) !== ids.length) throw new AppError("NOT_FOUND");
    for (const { id, ...data } of changes) await tx.cmsKeyword.update({ where: { id }, data });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "keyword",
      targetId: changes.length === 1 ? changes[0]!.id : null,
      detail: { changes },
    });
  });
  return { ok: true as const };
}
