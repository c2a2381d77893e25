import type { TransactionClient } from "@suyuan/db/client";
import { count, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

export function departmentNameTaken(): AppError {
  return new AppError("BAD_REQUEST", {
    messageKey: "error.departmentNameTaken",
    fieldErrors: { name: ["error.departmentNameTaken"] },
  });
}

/** Whether another department under `pid` (null: the top level) is named `name`. */
export async function departmentNameUsed(
  db: Pick<TransactionClient, "department">,
  name: string,
  pid: number | null,
  exceptId?: number,
): Promise<boolean> {
  const found = await db.department.findFirst({
    where: { name, pid, ...(exceptId === undefined ? {} : { id: { not: exceptId } }) },
    select: { id: true },
  });
  return found !== null;
}

/** Refuses a parent below the department itself (or itself): the tree would close into a loop. */
async function assertNoCycle(tx: TransactionClient, id: number, pid: number | null) {
  let cursor = pid;
  // The stored tree has no loops (this check keeps it so), so the walk ends at the top.
  while (cursor !== null) {
    if (cursor === id)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.parentCycle",
        fieldErrors: { pid: ["error.parentCycle"] },
      });
    const parent: { pid: number | null } | null = await tx.department.findUnique({
      where: { id: cursor },
      select: { pid: true },
    });
    cursor = parent?.pid ?? null;
  }
}

/**
 * Departments' rules: a name once under each parent (checked here for the message, decided by the
 * unique indexes when two saves race), never a parent below itself. The items carry whether a
 * department has children, its ancestors' ids and its number of users.
 */
export const departmentHooks: ResourceHooks = {
  computed: {
    hasChild: sql(() => "EXISTS (SELECT 1 FROM department c WHERE c.parent_id = t.id)"),
    parents: sql(
      () =>
        `(WITH RECURSIVE up(id, pid, depth) AS (
            SELECT d.id, d.parent_id, 0 FROM department d WHERE d.id = t.id
            UNION ALL SELECT d.id, d.parent_id, up.depth + 1 FROM department d JOIN up ON d.id = up.pid
          ) SELECT COALESCE(json_agg(up.id ORDER BY up.depth DESC), '[]'::json) FROM up)`,
    ),
    userCount: count("users"),
  },

  async prepare(tx, _ctx, data, current) {
    const id = current ? (current.id as number) : undefined;
    const pid = (data.pid as number | null | undefined) ?? null;
    if (id !== undefined) await assertNoCycle(tx, id, pid);
    if (await departmentNameUsed(tx, data.name as string, pid, id)) throw departmentNameTaken();
    return data;
  },

  // Two saves of one name under one parent at once: the second meets the unique index.
  mapError: (error) => Promise.resolve(error.messageKey === "error.duplicate" ? departmentNameTaken() : error),
};
