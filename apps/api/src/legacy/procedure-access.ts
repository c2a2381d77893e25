import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { appRouter } from "../trpc/router.ts";
import type { ProcedureMeta } from "../trpc/init.ts";

type ProcedureLike = { _def: { meta?: ProcedureMeta } };

/**
 * The access declaration of a procedure, for a hand-written legacy route that answers the same
 * operation in a legacy shape (files, flat forms, renamed fields): the operation keeps ONE
 * declaration, the procedure's. Throws at start-up for a path that does not exist.
 */
export function procedureAccess(path: string): {
  procedure: string;
  access: { permission: readonly PermissionKey[] };
} {
  const procedure = (appRouter._def.procedures as unknown as Record<string, ProcedureLike | undefined>)[path];
  const access = procedure?._def.meta?.access;
  if (!access || typeof access !== "object") throw new Error(`No guarded procedure "${path}"`);
  return { procedure: path, access };
}
