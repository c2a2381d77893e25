import type { TDepartmentDetail, TDepartmentNode } from "@suyuan/contracts/department/department-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { originAdminPage } from "../user/origin-admins.ts";
import { departmentNameUsed } from "./department-hooks.ts";
import { reorderRows } from "../list/reorder-rows.ts";

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

/** department/get with id 0: the origin's blank department a new one starts from. */
export function blankDepartmentDetail(): TDepartmentDetail {
  return {
    id: 0,
    name: "",
    priority: 1,
    weights: 1,
    pid: "",
    hasChild: false,
    child: [],
    channels: [],
    controlChannels: [],
    parents: [],
    ctgs: [],
  };
}

/** department/get: the department in the origin's detail form, its children in the same form. */
export async function departmentDetail(id: number): Promise<TDepartmentDetail> {
  const [departments, channelLinks, ctgLinks] = await Promise.all([
    prisma.department.findMany({
      select: { id: true, name: true, priority: true, weights: true, pid: true },
      orderBy: ORDER,
    }),
    prisma.departmentChannel.findMany({
      where: { channel: { deletedAt: null } },
      select: {
        departmentId: true,
        kind: true,
        channel: {
          select: { id: true, name: true, _count: { select: { children: { where: { deletedAt: null } } } } },
        },
      },
      orderBy: { channelId: "asc" },
    }),
    prisma.departmentGuestbookCtg.findMany({
      select: { departmentId: true, ctg: { select: { id: true, name: true, description: true, priority: true } } },
      orderBy: [{ ctg: { priority: "asc" } }, { ctgId: "asc" }],
    }),
  ]);
  const byId = new Map(departments.map((row) => [row.id, row]));
  if (!byId.has(id)) throw new AppError("NOT_FOUND");
  const childrenOf = new Map<number, typeof departments>();
  for (const row of departments)
    if (row.pid !== null) childrenOf.set(row.pid, [...(childrenOf.get(row.pid) ?? []), row]);
  // Only the leaves of a set: its ancestors are in the set because of them.
  const channels = (departmentId: number, kind: "manage" | "control") =>
    channelLinks
      .filter((link) => link.departmentId === departmentId && link.kind === kind && link.channel._count.children === 0)
      .map((link) => ({ channelId: link.channel.id, channelName: link.channel.name }));
  const parentsOf = (row: { id: number; pid: number | null }) => {
    const ids = [row.id];
    for (let cursor = row.pid; cursor !== null && ids.length < 64; cursor = byId.get(cursor)?.pid ?? null)
      ids.unshift(cursor);
    return ids;
  };
  const detail = (row: (typeof departments)[number], depth: number): TDepartmentDetail => {
    const child = depth < 64 ? (childrenOf.get(row.id) ?? []).map((below) => detail(below, depth + 1)) : [];
    return {
      id: row.id,
      name: row.name,
      priority: row.priority,
      weights: row.weights,
      pid: row.pid ?? "",
      hasChild: child.length > 0,
      child,
      channels: channels(row.id, "manage"),
      controlChannels: channels(row.id, "control"),
      parents: parentsOf(row),
      ctgs: ctgLinks
        .filter((link) => link.departmentId === row.id)
        .map(({ ctg }) => ({ ...ctg, description: ctg.description ?? "" })),
    };
  };
  return detail(byId.get(id)!, 0);
}

/** department/check_name: true when no other department under `pid` has the name. */
export async function departmentNameFree(input: { name: string; pid?: number | undefined; id?: number | undefined }) {
  return { result: !(await departmentNameUsed(prisma, input.name, input.pid ?? null, input.id)) };
}

/** department/priority: each named department takes its new order (all must exist). */
export function prioritizeDepartments(ctx: ServiceContext, input: { ids: number[]; priorities: number[] }) {
  return reorderRows(ctx, {
    model: "department",
    resource: "department",
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]! }),
    detail: { ids: input.ids, priorities: input.priorities },
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
