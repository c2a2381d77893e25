import { prisma } from "@suyuan/db/client";
import type { ResourceHooks } from "../../../kit/resource-service.ts";
import { AppError } from "../../../lib/app-error.ts";

/** Content types: the origin's `containDisabled=false`, and no delete while content uses a type. */
export const contentTypeHooks: ResourceHooks = {
  where: (_ctx, input) => (input.containDisabled === false ? { disabled: false } : {}),
  async beforeDelete(tx, _ctx, rows) {
    const used = await tx.content.count({ where: { typeId: { in: rows.map((row) => row.id as number) } } });
    if (used > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.contentTypeInUse" });
  },
};

/** Whether no content type has this id (the origin let administrators pick type ids). */
export async function isContentTypeIdFree(id: number) {
  return { pass: (await prisma.contentType.count({ where: { id } })) === 0 };
}
