import { APP_ERROR_CODES } from "@suyuan/contracts/errors/app-error-codes";
import type { AppErrorData } from "@suyuan/contracts/errors/app-error-codes";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { AppError, isAppError } from "../lib/app-error.ts";
import { isDatabaseUnavailable } from "../lib/database-unavailable.ts";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { resolveCaller } from "../services/access/caller-context.ts";
import { hasPermission } from "../services/auth/user-access.ts";
import type { TrpcContext } from "./context.ts";

/** The AppError behind a tRPC error: thrown by a service, or a failed input validation. */
function appErrorOf(error: TRPCError): AppError | null {
  if (isAppError(error.cause)) return error.cause;
  if (error.cause instanceof ZodError) return AppError.fromZod(error.cause);
  if (error.cause && isDatabaseUnavailable(error.cause)) return new AppError("UNAVAILABLE", { cause: error.cause });
  return null;
}

/**
 * Who may call a procedure. Every procedure declares it (the enforcement test walks the router and
 * fails on any that does not): anyone, any signed-in user, or holders of one of the keys.
 */
export type ProcedureAccess = "public" | "authenticated" | { permission: readonly PermissionKey[] };

/**
 * A procedure the legacy signed form-POST API exposes: its paths (resource/action, served under
 * /api/admin and /api), and how its output becomes the envelope (default: a list's items as body
 * with totalCount, `{ ok: true }` as no body, anything else as body). The access rule is the
 * procedure's own: one declaration for both APIs.
 */
export type LegacyExposure = {
  paths: readonly string[];
  answer?: (output: unknown) => { body?: unknown; totalCount?: number };
};
export type ProcedureMeta = { access?: ProcedureAccess; legacy?: LegacyExposure };

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    // Never put stack traces in answers.
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const appError = appErrorOf(error);
      const locale = ctx?.locale ?? "zh";
      if (!appError) {
        // Unexpected errors keep their details in the log, not in the answer.
        const internal = error.code === "INTERNAL_SERVER_ERROR";
        const data: AppErrorData = {
          appCode: internal ? "INTERNAL" : "BAD_REQUEST",
          legacyCode: internal ? "500" : "201",
        };
        return {
          ...shape,
          message: internal ? new AppError("INTERNAL").localizedMessage(locale) : shape.message,
          data: { ...shape.data, ...data },
        };
      }
      const fieldErrors = appError.localizedFieldErrors(locale);
      const data: AppErrorData = {
        appCode: appError.code,
        legacyCode: appError.legacyCode,
        ...(fieldErrors ? { fieldErrors } : {}),
      };
      return { ...shape, message: appError.localizedMessage(locale), data: { ...shape.data, ...data } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Turns AppErrors into TRPCErrors with the code of the table, so HTTP statuses are right. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = appErrorOf(result.error);
    if (appError && result.error.code !== APP_ERROR_CODES[appError.code].trpc) {
      throw new TRPCError({ code: APP_ERROR_CODES[appError.code].trpc, message: appError.message, cause: appError });
    }
  }
  return result;
});

export const publicProcedure = t.procedure.meta({ access: "public" }).use(appErrors);

/** Requires a live session; narrows the context to the user, their access and current site. */
export const authedProcedure = publicProcedure.meta({ access: "authenticated" }).use(async ({ ctx, next }) => {
  // The legacy adapter has already resolved the caller (it checks access before the fields).
  const caller =
    ctx.resolved ??
    (await resolveCaller({ token: ctx.token, auth: ctx.auth, requestedSite: ctx.requestedSite, meta: ctx.meta }));
  return next({ ctx: caller });
});

/**
 * Requires one of the keys (or "*"): FORBIDDEN otherwise; 401 only without a session. Checked
 * before the input is parsed, so a caller without the key learns nothing about the input rules.
 */
export function permissionProcedure(...keys: [PermissionKey, ...PermissionKey[]]) {
  return authedProcedure.meta({ access: { permission: keys } }).use(({ ctx, next }) => {
    if (!keys.some((key) => hasPermission(ctx.access, key))) throw new AppError("FORBIDDEN");
    return next();
  });
}
