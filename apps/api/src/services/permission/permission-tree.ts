import type { TPermissionNode, TPermissionNodeFields } from "@suyuan/contracts/permission/permission-node";
import { ROUTE_GROUPS, ROUTES, STANDALONE_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { UserAccess } from "../auth/user-access.ts";
import type { ServiceContext } from "../service-context.ts";

const NODE_SELECT = {
  id: true,
  parentId: true,
  name: true,
  nameEn: true,
  key: true,
  apiKeys: true,
  sort: true,
  hidden: true,
} as const;

export function groupKey(groupId: string): string {
  return `group:${groupId}`;
}

/** The whole tree, parents before children, each level in its order. */
export async function findPermissionTree(): Promise<TPermissionNode[]> {
  return prisma.permissionNode.findMany({ select: NODE_SELECT, orderBy: [{ sort: "asc" }, { id: "asc" }] });
}

export async function getPermissionNode(id: number): Promise<TPermissionNode> {
  const node = await prisma.permissionNode.findUnique({ where: { id }, select: NODE_SELECT });
  if (!node) throw new AppError("NOT_FOUND");
  return node;
}

/**
 * The menu a user sees: visible nodes they hold, and the groups above them. Names and order come
 * from the tree, so renaming, reordering or hiding a node in /auth changes the menu.
 */
export async function findMenu(access: UserAccess): Promise<TPermissionNode[]> {
  const nodes = await prisma.permissionNode.findMany({
    where: { hidden: false },
    select: NODE_SELECT,
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  if (access.perms === "*") return nodes;
  const held = new Set(access.perms);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const keep = new Set<number>();
  for (const node of nodes) {
    if (!held.has(node.key)) continue;
    // Keep the node and its visible ancestors (a hidden ancestor hides the branch).
    const chain: number[] = [];
    let current: TPermissionNode | undefined = node;
    while (current) {
      chain.push(current.id);
      if (current.parentId === null) break;
      current = byId.get(current.parentId);
    }
    if (current) for (const id of chain) keep.add(id);
  }
  return nodes.filter((node) => keep.has(node.id));
}

async function assertParentOk(tx: TransactionClient, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  if (!(await tx.permissionNode.findUnique({ where: { id: parentId }, select: { id: true } }))) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { parentId: ["error.referenceMissing"] },
    });
  }
  if (selfId === undefined) return;
  // Walk up from the new parent: meeting the node itself would make a cycle.
  let cursor: number | null = parentId;
  while (cursor !== null) {
    if (cursor === selfId)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.parentCycle",
        fieldErrors: { parentId: ["error.parentCycle"] },
      });
    const parent: { parentId: number | null } | null = await tx.permissionNode.findUnique({
      where: { id: cursor },
      select: { parentId: true },
    });
    cursor = parent?.parentId ?? null;
  }
}

function keyTaken(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
const KEY_TAKEN = () =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.permissionKeyTaken",
    fieldErrors: { key: ["error.permissionKeyTaken"] },
  });

function cleanApiKeys(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.trim()).filter(Boolean))];
}

export async function createPermissionNode(ctx: ServiceContext, input: TPermissionNodeFields): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      await assertParentOk(tx, input.parentId);
      if (await tx.permissionNode.findUnique({ where: { key: input.key }, select: { id: true } })) throw KEY_TAKEN();
      const node = await tx.permissionNode.create({
        data: { ...input, apiKeys: cleanApiKeys(input.apiKeys) },
        select: { id: true },
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "permission",
        targetId: node.id,
        detail: { key: input.key },
      });
      return node;
    });
  } catch (error) {
    if (keyTaken(error)) throw KEY_TAKEN();
    throw error;
  }
}

export async function updatePermissionNode(
  ctx: ServiceContext,
  id: number,
  data: TPermissionNodeFields,
): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      if (!(await tx.permissionNode.findUnique({ where: { id }, select: { id: true } })))
        throw new AppError("NOT_FOUND");
      await assertParentOk(tx, data.parentId, id);
      const clash = await tx.permissionNode.findFirst({
        where: { key: data.key, id: { not: id } },
        select: { id: true },
      });
      if (clash) throw KEY_TAKEN();
      await tx.permissionNode.update({ where: { id }, data: { ...data, apiKeys: cleanApiKeys(data.apiKeys) } });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "permission",
        targetId: id,
        detail: { key: data.key },
      });
    });
  } catch (error) {
    if (keyTaken(error)) throw KEY_TAKEN();
    throw error;
  }
}

export async function deletePermissionNode(ctx: ServiceContext, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const node = await tx.permissionNode.findUnique({
      where: { id },
      select: { key: true, _count: { select: { children: true } } },
    });
    if (!node) throw new AppError("NOT_FOUND");
    if (node._count.children > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.nodeHasChildren" });
    await tx.permissionNode.delete({ where: { id } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "permission",
      targetId: id,
      detail: { key: node.key },
    });
  });
}

/**
 * Adds registry entries missing from the tree (groups, then their routes), and operation keys new
 * in the registry to existing nodes. Never renames, moves, hides or removes: those are the
 * administrators' edits. Runs at every start, so routes added by later releases appear.
 */
export async function syncPermissionTree(tx: TransactionClient): Promise<number> {
  const existing = new Map(
    (await tx.permissionNode.findMany({ select: { id: true, key: true, apiKeys: true } })).map((node) => [
      node.key,
      node,
    ]),
  );
  let added = 0;
  const ensure = async (
    key: string,
    data: { name: string; nameEn: string; sort: number; parentId: number | null; apiKeys: string[] },
  ) => {
    const found = existing.get(key);
    if (found) {
      const missing = data.apiKeys.filter((apiKey) => !found.apiKeys.includes(apiKey));
      if (missing.length)
        await tx.permissionNode.update({ where: { id: found.id }, data: { apiKeys: [...found.apiKeys, ...missing] } });
      return found.id;
    }
    const created = await tx.permissionNode.create({
      data: { key, ...data },
      select: { id: true, key: true, apiKeys: true },
    });
    existing.set(key, created);
    added++;
    return created.id;
  };
  const groupIds = new Map<string, number>();
  for (const [index, group] of ROUTE_GROUPS.entries()) {
    groupIds.set(
      group.id,
      await ensure(groupKey(group.id), {
        name: group.zh,
        nameEn: group.en,
        sort: (index + 1) * 10,
        parentId: null,
        apiKeys: [],
      }),
    );
  }
  for (const [index, route] of ROUTES.entries()) {
    await ensure(route.perm, {
      name: route.zh,
      nameEn: route.en,
      sort: index,
      // Add, edit and view pages sit under their list page, so checking the list grants them too.
      parentId:
        (route.parent ? existing.get(route.parent)?.id : undefined) ??
        (route.group ? (groupIds.get(route.group) ?? null) : null),
      apiKeys: route.api,
    });
  }
  for (const [index, standalone] of STANDALONE_KEYS.entries()) {
    await ensure(standalone.key, {
      name: standalone.zh,
      nameEn: standalone.en,
      sort: ROUTES.length + index,
      parentId: groupIds.get(standalone.group) ?? null,
      apiKeys: [],
    });
  }
  return added;
}
