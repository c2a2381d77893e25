import type { AnyRouter } from "@trpc/server";
import type { ZodType } from "zod";
import type { CallerContext } from "../services/access/caller-context.ts";
import type { JsonListAnswer } from "../kit/sql-list-json.ts";
import type { SqlFragment } from "../kit/sql-where.ts";
import type { ProcedureMeta } from "./init.ts";

// The list reads (every kit resource's `find`) are the calls people make most, and tRPC's generic
// machinery (a middleware chain of closures and object spreads per hop, a Fetch Response built
// and read back) cost more server CPU than the query itself. A query that declares `meta.direct`
// can be answered by the entry points without it: the same access declaration, input parser,
// resolver and output parser, run in a straight line. The tRPC handler takes this path for a
// plain GET of one such query and hands anything unusual (batches, failures) to tRPC itself.

/** What a direct query runs once the caller, permission and input are checked. */
export type DirectResolver = (ctx: CallerContext, input: never) => Promise<unknown>;

type ProcedureDef = {
  _def: { type?: string; meta?: ProcedureMeta; inputs: ZodType[]; output?: ZodType };
};

/** A kit list answered as JSON text by the database (kit/sql-list-json.ts). */
export type DirectJsonResolver = (
  ctx: CallerContext,
  input: never,
  /** A data-changing statement to run in the same statement (a legacy call's nonce claim). */
  alongside?: SqlFragment,
) => Promise<JsonListAnswer>;

export type DirectQuery = {
  /** Keys one of which the caller must hold (the procedure's only access declaration). */
  keys: readonly string[];
  input: ZodType | null;
  output: ZodType | null;
  resolve: DirectResolver;
  /** A kit list's page as JSON text (kit/sql-list-json.ts), tried before `resolve`. */
  json: DirectJsonResolver | null;
};

/**
 * The direct queries of a router, by path. Only permission-guarded queries qualify: their
 * middleware chain is the permission check and the parsers, which the direct run performs itself.
 */
export function directQueries(router: AnyRouter): Map<string, DirectQuery> {
  const found = new Map<string, DirectQuery>();
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, ProcedureDef>)) {
    const { meta, type, inputs, output } = procedure._def;
    const access = meta?.access;
    if (!meta?.direct || type !== "query" || typeof access !== "object") continue;
    if (inputs.length > 1) throw new Error(`${path}: a direct query takes one input parser`);
    found.set(path, {
      keys: access.permission,
      input: inputs[0] ?? null,
      output: output ?? null,
      resolve: meta.direct,
      json: meta.directJson ?? null,
    });
  }
  return found;
}

/**
 * Runs the resolver on an input already parsed by `query.input`, then the output parser, as tRPC
 * would: a failed output parse is the server's fault (an internal error, never the caller's).
 */
export async function resolveDirect(query: DirectQuery, caller: CallerContext, input: unknown): Promise<unknown> {
  const output = await query.resolve(caller, input as never);
  if (!query.output) return output;
  const parsed = query.output.safeParse(output);
  if (!parsed.success) throw new Error("Output validation failed", { cause: parsed.error });
  return parsed.data;
}
