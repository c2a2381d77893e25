import type { TDepartmentNode } from "@suyuan/contracts/department/department-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { originAdminPage } from "../user/origin-admins.ts";
import { departmentNameUsed } from "./department-hooks.ts";

// The department tree beside the kit's list: a level's departments, the tree below a department,
// the name check, a new order, and the administrators of a department.

const ORDER = [{ priority: "asc" as const }, { id: "asc" as const }];

/** department/list: the departments directly under `root` (absent: the top level), in order. */
export async function departmentChildren(root: number | undefined) {
  return prisma.department.findMany({
    where: { pid: root ?? null },
    select: { id: true, name: true, priority: true, weights: true, pid: true },
    orderBy: ORDER,
  });
}

/**
 * department/tree: every department below `root` ("source" or absent: the whole tree), each with all of its
 * children (`child` only where there are some), in order.
 */
export async function departmentTree(root: string | undefined): Promise<TDepartmentNode[]> {
  const rows = await prisma.department.findMany({ select: { id: true, name: true, pid: true }, orderBy: ORDER });
  const childrenOf = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.pid);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.pid, [row]);
  }
  const nodes = (parent: number | null): TDepartmentNode[] =>
    (childrenOf.get(parent) ?? []).map((row) => {
      const child = nodes(row.id);
      return { id: row.id, name: row.name, hasChild: child.length > 0, ...(child.length > 0 ? { child } : {}) };
    });
  return nodes(root === undefined || root === "source" ? null : Number(root));
}

/** department/check_name: true when no other department under `pid` has the name. */
export async function departmentNameFree(input: { name: string; pid?: number | undefined; id?: number | undefined }) {
  return { result: !(await departmentNameUsed(prisma, input.name, input.pid ?? null, input.id)) };
}

/** department/priority: each named department takes its new order (all must exist). */
export async function prioritizeDepartments(ctx: ServiceContext, input: { ids: number[]; priorities: number[] }) {
  const ids = [...new Set(input.ids)];
  return prisma.$transaction(async (tx) => {
    if ((await tx.department.count({ where: { id: { in: ids } } })) !== ids.length) throw new AppError("NOT_FOUND");
    for (const [index, id] of input.ids.entries())
      await tx.department.update({ where: { id }, data: { priority: input.priorities[index]! } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "priority",
      resource: "department",
      detail: { ids: input.ids, priorities: input.priorities },
    });
    return { count: ids.length };
  });
}

/** department/member_list: the administrators of a department, by id. */
export async function departmentMembers(
  ctx: ServiceContext,
  input: { departId: number; page: number; pageSize: number },
) {
  if (!(await prisma.department.findUnique({ where: { id: input.departId }, select: { id: true } })))
    throw new AppError("NOT_FOUND");
  return originAdminPage(
    ctx,
    { departmentId: input.departId },
    { page: input.page, pageSize: input.pageSize, order: "asc" },
  );
}
