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

type LinkInput = { channelIds?: number[]; controlChannelIds?: number[]; ctgIds?: number[] };

/** The channels given and every ancestor of each (the origin adds them: a channel's way down). */
async function withAncestors(tx: TransactionClient, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    WITH RECURSIVE up(id) AS (
      SELECT c.id FROM cms_channel c WHERE c.id = ANY(${ids}::int[]) AND c.deleted_at IS NULL
      UNION SELECT c.parent_id FROM cms_channel c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
    ) SELECT id FROM up`;
  const found = new Set(rows.map((row) => row.id));
  if (ids.some((id) => !found.has(id))) throw new AppError("NOT_FOUND", { messageKey: "error.referenceMissing" });
  return [...found];
}

/** Replaces the department's channel and guestbook-category sets that the input names. */
async function writeLinks(tx: TransactionClient, departmentId: number, input: LinkInput) {
  const sets = [
    ["manage", input.channelIds],
    ["control", input.controlChannelIds],
  ] as const;
  for (const [kind, ids] of sets) {
    if (ids === undefined) continue;
    const all = await withAncestors(tx, ids);
    await tx.departmentChannel.deleteMany({ where: { departmentId, kind } });
    if (all.length > 0)
      await tx.departmentChannel.createMany({ data: all.map((channelId) => ({ departmentId, channelId, kind })) });
  }
  if (input.ctgIds !== undefined) {
    const ctgIds = input.ctgIds;
    if ((await tx.cmsGuestbookCtg.count({ where: { id: { in: ctgIds } } })) !== ctgIds.length)
      throw new AppError("NOT_FOUND", { messageKey: "error.referenceMissing" });
    await tx.departmentGuestbookCtg.deleteMany({ where: { departmentId } });
    if (ctgIds.length > 0)
      await tx.departmentGuestbookCtg.createMany({ data: ctgIds.map((ctgId) => ({ departmentId, ctgId })) });
  }
}

const linkedIds = (table: string, column: string, extra = "") =>
  sql(
    () =>
      `COALESCE((SELECT json_agg(l.${column} ORDER BY l.${column}) FROM ${table} l WHERE l.department_id = t.id${extra}), '[]'::json)`,
  );

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
    channelIds: linkedIds("department_channel", "channel_id", " AND l.kind = 'manage'"),
    controlChannelIds: linkedIds("department_channel", "channel_id", " AND l.kind = 'control'"),
    ctgIds: linkedIds("department_guestbook_ctg", "ctg_id"),
  },

  async prepare(tx, _ctx, data, current) {
    const id = current ? (current.id as number) : undefined;
    const pid = (data.pid as number | null | undefined) ?? null;
    if (id !== undefined) await assertNoCycle(tx, id, pid);
    if (await departmentNameUsed(tx, data.name as string, pid, id)) throw departmentNameTaken();
    return data;
  },

  afterWrite: (tx, _ctx, id, _data, _current, input) => writeLinks(tx, id, input),

  // Two saves of one name under one parent at once: the second meets the unique index.
  mapError: (error) => Promise.resolve(error.messageKey === "error.duplicate" ? departmentNameTaken() : error),
};
