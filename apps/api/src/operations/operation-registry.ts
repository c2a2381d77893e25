import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { ZodType } from "zod";
import type { JsonListAnswer } from "../kit/sql-list-json.ts";
import type { SqlFragment } from "../kit/sql-where.ts";
import type { CallerContext } from "../services/access/caller-context.ts";

// The product's own record of its operations: what each procedure declared (access, input and
// output schemas, legacy paths, a direct resolver), by path. trpc/init.ts fills it as procedures
// and routers are declared; tRPC's handler, the legacy adapter and the plain HTTP handlers read
// it, so every entry point answers an operation by the one declaration, and none reads a
// library's internals to find it.

/**
 * Who may call an operation. Every procedure declares it (the enforcement test walks the registry
 * and fails on any that does not): anyone, any signed-in user, or holders of one of the keys.
 */
export type OperationAccess = "public" | "authenticated" | { permission: readonly PermissionKey[] };

/**
 * An operation the legacy signed form-POST API exposes: its paths (resource/action, served under
 * /api/admin and /api), and how its output becomes the envelope (default: a list's items as body
 * with totalCount, `{ ok: true }` as no body, anything else as body). The access rule is the
 * operation's own: one declaration for both APIs.
 */
export type LegacyExposure = {
  paths: readonly string[];
  answer?: (output: unknown) => {
    body?: unknown;
    totalCount?: number;
    extra?: Record<string, unknown>;
    /** The answer's own code and message (legacy/legacy-route.ts LegacyHead). */
    head?: { code: string | number; message?: string; messageKey?: string };
  };
  /** The input from the form, where the origin's field names do not follow the input's shape. */
  fromForm?: (fields: Record<string, string>) => unknown;
  /** Form fields set whatever the caller sent (a list the origin answers whole asks for its largest page). */
  formFixed?: Readonly<Record<string, string>>;
  /**
   * The origin's convention for "new": its get with id 0 answers a blank template. The legacy path
   * then answers this (through `answer`) instead of calling the procedure.
   */
  blank?: () => unknown;
};

/** What a direct query runs once the caller, permission and input are checked. */
export type DirectResolver = (ctx: CallerContext, input: never) => Promise<unknown>;

/** A kit list answered as JSON text by the database (kit/sql-list-json.ts). */
export type DirectJsonResolver = (
  ctx: CallerContext,
  input: never,
  /** A data-changing statement to run in the same statement (a legacy call's nonce claim). */
  alongside?: SqlFragment,
) => Promise<JsonListAnswer>;

/**
 * What a procedure declares besides its resolver, as given to the builder's `.meta()`:
 * `direct` is the query's resolver, for entry points that answer it without tRPC's middleware
 * chain (trpc/direct-query.ts); only on permission-guarded queries whose chain is the standard one.
 */
export type OperationMeta = {
  access?: OperationAccess;
  legacy?: LegacyExposure;
  direct?: DirectResolver;
  /** A kit list's page as JSON text, tried before `direct` (trpc/direct-query.ts). */
  directJson?: DirectJsonResolver;
};

/** One operation as declared: its meta, its input parsers in order, its output parser. */
export type OperationDeclaration = OperationMeta & {
  type: "query" | "mutation";
  inputs: readonly ZodType[];
  output: ZodType | null;
};

const declaredProcedures = new WeakMap<object, OperationDeclaration>();
const declaredRouters = new WeakMap<object, ReadonlyMap<string, OperationDeclaration>>();

/** Records what a procedure declared (trpc/init.ts, as `.query()` or `.mutation()` builds it). */
export function recordProcedure(procedure: object, declaration: OperationDeclaration) {
  declaredProcedures.set(procedure, declaration);
}

/**
 * Records a router's operations by path, from the record it was built of: procedures, routers
 * and plain nested records of them. A procedure built without the product's builders has no
 * declaration, so it is refused at start-up.
 */
export function recordRouter(router: object, record: Record<string, unknown>) {
  const operations = new Map<string, OperationDeclaration>();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = `${prefix}${key}`;
      const procedure = declaredProcedures.get(value as object);
      const routed = declaredRouters.get(value as object);
      if (procedure) operations.set(path, procedure);
      else if (routed) for (const [inner, declaration] of routed) operations.set(`${path}.${inner}`, declaration);
      else if (value && typeof value === "object") walk(value as Record<string, unknown>, `${path}.`);
      else throw new Error(`${path}: not declared by the builders of trpc/init.ts`);
    }
  };
  walk(record, "");
  declaredRouters.set(router, operations);
}

/** The operations of a router (every procedure under it), by dotted path. */
export function operationsOf(router: object): ReadonlyMap<string, OperationDeclaration> {
  const operations = declaredRouters.get(router);
  if (!operations) throw new Error("A router not built by trpc/init.ts's router()");
  return operations;
}

/** The access declaration of a guarded operation; throws at start-up for a path that has none. */
export function guardedAccess(router: object, path: string): { permission: readonly PermissionKey[] } {
  const access = operationsOf(router).get(path)?.access;
  if (!access || typeof access !== "object") throw new Error(`No guarded procedure "${path}"`);
  return access;
}
