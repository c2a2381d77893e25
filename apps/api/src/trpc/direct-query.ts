import type { ZodType } from "zod";
import type { CallerContext } from "../services/access/caller-context.ts";
import { operationsOf, type DirectJsonResolver, type DirectResolver } from "../operations/operation-registry.ts";

// The list reads (every kit resource's `find`) are the calls people make most, and tRPC's generic
// machinery (a middleware chain of closures and object spreads per hop, a Fetch Response built
// and read back) cost more server CPU than the query itself. A query that declares `meta.direct`
// can be answered by the entry points without it: the same access declaration, input parser,
// resolver and output parser, run in a straight line. The tRPC handler takes this path for a
// plain GET of one such query and hands anything unusual (batches, failures) to tRPC itself.

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
export function directQueries(router: object): Map<string, DirectQuery> {
  const found = new Map<string, DirectQuery>();
  for (const [path, { access, direct, directJson, type, inputs, output }] of operationsOf(router)) {
    if (!direct || type !== "query" || typeof access !== "object") continue;
    if (inputs.length > 1) throw new Error(`${path}: a direct query takes one input parser`);
    found.set(path, {
      keys: access.permission,
      input: inputs[0] ?? null,
      output,
      resolve: direct,
      json: directJson ?? null,
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
