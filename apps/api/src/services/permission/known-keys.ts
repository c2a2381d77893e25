import { ALL_PERMISSION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { DbClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";

/** Keys a role may hold: the registry's routes and operations, and the tree's keys and api keys. */
export async function knownPermissionKeys(db: DbClient): Promise<Set<string>> {
  const nodes = await db.permissionNode.findMany({ select: { key: true, apiKeys: true } });
  return new Set([...ALL_PERMISSION_KEYS, ...nodes.flatMap((node) => [node.key, ...node.apiKeys])]);
}

/** Deduplicates and checks keys; unknown keys are refused with their names. */
export async function normalisePerms(db: DbClient, perms: string[]): Promise<string[]> {
  const unique = [...new Set(perms.map((key) => key.trim()).filter(Boolean))].sort();
  const known = await knownPermissionKeys(db);
  const unknown = unique.filter((key) => !known.has(key));
  if (unknown.length) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.unknownPermissionKeys",
      params: { keys: unknown.slice(0, 5).join(", ") },
      fieldErrors: { perms: ["error.unknownPermissionKeys"] },
    });
  }
  return unique;
}
