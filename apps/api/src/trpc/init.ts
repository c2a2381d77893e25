import { forgetCachedAfterWrite } from "@suyuan/db/change-feed";
import { APP_ERROR_CODES } from "@suyuan/contracts/errors/app-error-codes";
import type { AppErrorData } from "@suyuan/contracts/errors/app-error-codes";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, type ZodType } from "zod";
import { AppError, asAppError, isAppError } from "../lib/app-error.ts";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { resolveCaller } from "../services/access/caller-context.ts";
import { assertHoldsOneOf } from "../services/auth/user-access.ts";
import type { TrpcContext } from "./context.ts";
import {
  recordProcedure,
  recordRouter,
  type OperationDeclaration,
  type OperationMeta,
} from "../operations/operation-registry.ts";
import { wireTransformer } from "./wire-transformer.ts";

/**
 * The AppError behind a tRPC error: thrown by a service, or a failed input validation. A failed
 * output validation (INTERNAL_SERVER_ERROR) is the server's fault: it stays a logged 500, never a
 * 400 that blames the caller's input. Anything else unexpected is mapped as everywhere else
 * (asAppError: an outage, a database refusal of the data, or an internal error carrying the
 * request id). Null for tRPC's own refusals (an unparsable request, an unknown procedure).
 */
export function appErrorOf(error: TRPCError, requestId?: string): AppError | null {
  if (isAppError(error.cause)) return error.cause;
  if (error.cause instanceof ZodError && error.code === "BAD_REQUEST") return AppError.fromZod(error.cause);
  if (error.code === "INTERNAL_SERVER_ERROR") return asAppError(error.cause ?? error, requestId);
  return null;
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<OperationMeta>()
  .create({
    transformer: wireTransformer,
    // Never put stack traces in answers.
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const requestId = ctx?.meta.requestId;
      const appError = appErrorOf(error, requestId);
      const locale = ctx?.locale ?? "zh";
      if (!appError) {
        // tRPC's own refusals (a request it cannot parse, an unknown procedure) keep their message.
        const data: AppErrorData = { appCode: "BAD_REQUEST", legacyCode: "201" };
        return { ...shape, data: { ...shape.data, ...data } };
      }
      // Unexpected errors keep their details in the log; the answer names the request id only.
      const fieldErrors = appError.localizedFieldErrors(locale);
      const data: AppErrorData = {
        appCode: appError.code,
        legacyCode: appError.legacyCode,
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(appError.code === "INTERNAL" && requestId ? { requestId } : {}),
      };
      return { ...shape, message: appError.localizedMessage(locale), data: { ...shape.data, ...data } };
    },
  });

/**
 * tRPC's router, recording the operations under it by path in the product's registry
 * (operations/operation-registry.ts): what the entry points read to answer each one.
 */
export const router: typeof t.router = (record: Record<string, unknown>) => {
  const built = t.router(record as never);
  recordRouter(built, record);
  return built;
};
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure's outcome, in one middleware (each hop costs every call):
 * - AppErrors (and database refusals and outages) become TRPCErrors with the code of the table,
 *   so HTTP statuses are right;
 * - a mutation that succeeded empties this process's caches (forgetCachedAfterWrite), so the
 *   caller's next request here sees what it wrote; other processes hear the change notices.
 */
const outcome = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = appErrorOf(result.error, ctx.meta.requestId);
    if (appError && result.error.code !== APP_ERROR_CODES[appError.code].trpc) {
      throw new TRPCError({ code: APP_ERROR_CODES[appError.code].trpc, message: appError.message, cause: appError });
    }
  } else if (type === "mutation") {
    forgetCachedAfterWrite();
  }
  return result;
});

type Declared = Omit<OperationDeclaration, "type">;

/**
 * A procedure builder that records what is declared on it (through tRPC's public builder calls:
 * meta, input, output, use) and, once `.query()` or `.mutation()` builds the procedure, records
 * that declaration for it; the router it is put in records its path. Typed as the builder itself,
 * so declaring a procedure reads as plain tRPC.
 */
function declaring<Builder extends object>(builder: Builder, declared: Declared): Builder {
  return new Proxy(builder, {
    get(target, property) {
      const method = Reflect.get(target, property) as unknown;
      if (typeof method !== "function") return method;
      const call = (...args: unknown[]) => (method as (...values: unknown[]) => object).apply(target, args);
      switch (property) {
        case "meta":
          return (meta: OperationMeta) => declaring(call(meta), { ...declared, ...meta });
        case "input":
          return (schema: ZodType) => declaring(call(schema), { ...declared, inputs: [...declared.inputs, schema] });
        case "output":
          return (schema: ZodType) => declaring(call(schema), { ...declared, output: schema });
        case "use":
          return (middleware: unknown) => declaring(call(middleware), declared);
        case "query":
        case "mutation":
          return (resolver: unknown) => {
            const procedure = call(resolver);
            recordProcedure(procedure, { ...declared, type: property });
            return procedure;
          };
        default:
          // Anything else (subscriptions, concat) would build an undeclared procedure.
          throw new Error(`The procedure builder's "${String(property)}" is not declared in the registry`);
      }
    },
  });
}

export const publicProcedure = declaring(t.procedure, { inputs: [], output: null })
  .meta({ access: "public" })
  .use(outcome);

/** The caller: resolved already by the legacy adapter (it checks access before the fields), or now. */
const callerOf = async (ctx: TrpcContext) =>
  ctx.resolved ??
  (await resolveCaller({ token: ctx.token, auth: ctx.auth, requestedSite: ctx.requestedSite, meta: ctx.meta }));

/** Requires a live session; narrows the context to the user, their access and current site. */
export const authedProcedure = publicProcedure
  .meta({ access: "authenticated" })
  .use(async ({ ctx, next }) => next({ ctx: await callerOf(ctx) }));

/**
 * Requires one of the keys (or "*"): FORBIDDEN otherwise; 401 only without a session. Checked
 * before the input is parsed, so a caller without the key learns nothing about the input rules.
 * One middleware with the session check (each hop costs every call).
 */
export function permissionProcedure(...keys: [PermissionKey, ...PermissionKey[]]) {
  return publicProcedure.meta({ access: { permission: keys } }).use(async ({ ctx, next }) => {
    const caller = await callerOf(ctx);
    assertHoldsOneOf(caller.access, keys);
    return next({ ctx: caller });
  });
}
