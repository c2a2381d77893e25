import type { Prisma, TransactionClient } from "@suyuan/db/client";
import { prisma } from "@suyuan/db/client";
import { delegateOf } from "../../kit/model-delegate.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

export type ReorderRows = {
  /** The Prisma model (its delegate's name, e.g. "topic"). */
  model: string;
  /** The operation log's resource. */
  resource: string;
  /** Rows outside this (another site's, say) refuse the whole call. */
  scope?: Record<string, unknown>;
  ids: readonly number[];
  /** What the row at `index` of `ids` takes: its priority, and a new name where the path renames too. */
  dataOf: (index: number) => Record<string, unknown>;
  /** Kept in the operation log. */
  detail: Prisma.InputJsonValue;
  /** The refusal when an id is unknown or out of scope (the origin's code differs per path). */
  unknown?: () => AppError;
  /** More writes of the same call, in its transaction (a group's registration default). */
  also?: (tx: TransactionClient) => Promise<void>;
};

/**
 * The origin's `priority` paths (topics, links, groups, forms, departments, …): a new order for many
 * rows of one table at once, all or nothing, written to the operation log.
 */
export function reorderRows(ctx: ServiceContext, options: ReorderRows): Promise<{ count: number }> {
  const ids = [...new Set(options.ids)];
  return prisma.$transaction(async (tx) => {
    const rows = delegateOf(tx, options.model);
    if ((await rows.count({ where: { id: { in: ids }, ...options.scope } })) !== ids.length)
      throw options.unknown?.() ?? new AppError("NOT_FOUND");
    for (const [index, id] of options.ids.entries()) await rows.update({ where: { id }, data: options.dataOf(index) });
    await options.also?.(tx);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "priority",
      resource: options.resource,
      detail: options.detail,
    });
    return { count: ids.length };
  });
}
