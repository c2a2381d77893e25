import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { guardedAccess } from "../operations/operation-registry.ts";
import { appRouter } from "../trpc/router.ts";

/**
 * The access declaration of a procedure, for a hand-written legacy route that answers the same
 * operation in a legacy shape (files, flat forms, renamed fields): the operation keeps ONE
 * declaration, the procedure's. Throws at start-up for a path that does not exist.
 */
export function procedureAccess(path: string): {
  procedure: string;
  access: { permission: readonly PermissionKey[] };
} {
  return { procedure: path, access: guardedAccess(appRouter, path) };
}
