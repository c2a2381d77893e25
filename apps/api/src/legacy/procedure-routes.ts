import type { AnyRouter } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { z, ZodError, type ZodType } from "zod";
import { AppError, isAppError } from "../lib/app-error.ts";
import { operationsOf } from "../operations/operation-registry.ts";
import { createCallerFactory } from "../trpc/init.ts";
import type { TrpcContext } from "../trpc/context.ts";
import { directQueries, resolveDirect } from "../trpc/direct-query.ts";
import { formToInput } from "./form-input.ts";
import { SessionUnconfirmed } from "../services/access/caller-context.ts";
import type { LegacyAnswer, LegacyAuthedContext, LegacyPublicContext, LegacyRoute } from "./legacy-route.ts";

/**
 * What a procedure's failure was, for the envelope: its AppError, its validation failure, or the
 * error itself (the adapter maps and logs it with the request's id).
 */
function unwrap(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  if (isAppError(error.cause)) return error.cause;
  if (error.cause instanceof ZodError) return AppError.fromZod(error.cause);
  return error.cause ?? error;
}

/** What a legacy get with id 0 parses to where the origin answers a blank template for it. */
const NEW_ROW = Symbol("new row");

/**
 * `input`, or NEW_ROW for `{ id: 0 }`: every other value is checked by `input` alone, so its
 * refusals keep their own fields and messages.
 */
function orNewRow(input: ZodType): ZodType {
  return z.unknown().transform((value, ctx) => {
    if (value !== null && typeof value === "object" && (value as { id?: unknown }).id === 0) return NEW_ROW;
    const parsed = input.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  });
}

/** The default envelope of an output: a list's items with totalCount, `{ ok }` as no body. */
function defaultAnswer(output: unknown): LegacyAnswer {
  if (output && typeof output === "object") {
    const record = output as Record<string, unknown>;
    if (Array.isArray(record.items) && typeof record.total === "number")
      return { body: record.items, totalCount: record.total };
    if (record.ok === true && Object.keys(record).length === 1) return {};
  }
  return { body: output };
}

/**
 * The legacy routes of every procedure that declares `meta.legacy`: same access (the procedure's
 * own declaration), input converted from the form by the procedure's Zod shape, the procedure
 * called with the caller the adapter resolved, and its output wrapped in the envelope.
 */
export function procedureLegacyRoutes(appRouter: AnyRouter): LegacyRoute[] {
  const createCaller = createCallerFactory(appRouter);
  const direct = directQueries(appRouter);
  const routes: LegacyRoute[] = [];
  for (const [path, meta] of operationsOf(appRouter)) {
    if (!meta.legacy) continue;
    const input = meta.inputs[0] ?? null;
    const blank = meta.legacy.blank;
    const access = meta.access ?? "authenticated";
    const ownAnswer = meta.legacy.answer;
    const answer = ownAnswer ?? defaultAnswer;
    const query = direct.get(path);
    // A kit list written as JSON text claims the call's nonce in its own statement.
    const listAsText = query?.json && !ownAnswer ? query.json : null;
    routes.push({
      procedure: path,
      derived: true,
      paths: meta.legacy.paths,
      access: typeof access === "object" ? { permission: access.permission } : access,
      input: blank && input ? orNewRow(input) : input,
      fromForm: meta.legacy.fromForm ?? ((fields) => formToInput(input, { ...fields, ...meta.legacy?.formFixed })),
      claimsNonce: listAsText !== null,
      async handle(ctx: LegacyPublicContext | LegacyAuthedContext, parsed: unknown) {
        // The adapter has checked the caller's access and parsed the input by the same declaration.
        const list = listAsText && "session" in ctx ? await listAsText(ctx, parsed as never, ctx.nonce.sql) : null;
        if (list) {
          ctx.nonce.claimedBy(list.alongsideRows);
          if (!list.confirmed) throw new SessionUnconfirmed();
          return { bodyJson: list.itemsJson, totalCount: list.total };
        }
        // Anything but a list statement reads nothing for a caller still to be confirmed.
        if ("session" in ctx && ctx.confirmation) throw new SessionUnconfirmed();
        if (blank && parsed === NEW_ROW) return answer(blank());
        if (listAsText) await ctx.nonce.claim();
        if (query && "session" in ctx) return answer(await resolveDirect(query, ctx, parsed));
        const trpcContext: TrpcContext = {
          config: ctx.config,
          auth: ctx.auth,
          meta: ctx.meta,
          locale: ctx.locale,
          token: ctx.fields.sessionKey ?? null,
          requestedSite: ctx.fields._site_id_param ?? null,
          resHeaders: new Headers(),
          ...("session" in ctx
            ? {
                resolved: {
                  session: ctx.session,
                  access: ctx.access,
                  site: ctx.site,
                  actor: ctx.actor,
                  scope: ctx.scope,
                  station: ctx.station,
                  meta: ctx.meta,
                  confirmation: null,
                },
              }
            : {}),
        };
        const caller = createCaller(trpcContext) as unknown as Record<string, unknown>;
        const call = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
        try {
          return answer(await (call as (value: unknown) => Promise<unknown>)(parsed));
        } catch (error) {
          throw unwrap(error);
        }
      },
    });
  }
  return routes;
}
