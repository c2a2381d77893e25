import type { ApiAccount } from "@suyuan/db/generated-types";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { ZodType } from "zod";
import type { SqlFragment } from "../kit/sql-where.ts";
import type { AppConfig } from "../env.ts";
import type { RequestMeta } from "../lib/request-meta.ts";
import type { AuthSettings } from "../services/auth/auth-settings.ts";
import type { CallerContext } from "../services/access/caller-context.ts";

/** Who may call a path: anyone with a valid signature, any signed-in user, or holders of a key. */
export type LegacyAccess = "public" | "authenticated" | { permission: PermissionKey | readonly PermissionKey[] };

/** The call's nonce, for a route that claims it itself (LegacyRoute.claimsNonce). */
export type NonceClaim = {
  /** The claim as SQL, for a statement that runs it alongside its own read (one round trip). */
  sql: SqlFragment;
  /** What that statement's claim returned: one row accepts the call, none is a replay (throws). */
  claimedBy(rows: number): void;
  /** Claims it by its own statement (throws on a replay). */
  claim(): Promise<void>;
};

export type LegacyPublicContext = {
  fields: Record<string, string>;
  nonce: NonceClaim;
  /** Files of a multipart call, by field name (not signed; see parse-form.ts). */
  files: Record<string, File>;
  account: ApiAccount;
  meta: RequestMeta;
  config: AppConfig;
  auth: AuthSettings;
  locale: Locale;
  /** Where the client should send later calls (getPerms answers it as `url`). */
  baseUrl: string;
};

export type LegacyAuthedContext = LegacyPublicContext & CallerContext;

export type LegacyAnswer = {
  body?: unknown;
  /** The body as JSON text already (a kit list written by the database), sent as it is. */
  bodyJson?: string;
  totalCount?: number;
  /** Keys beside body (record/page's `keys`). */
  extra?: Record<string, unknown>;
  /** A file answer (exports): sent as it is instead of the JSON envelope. */
  download?: Response;
  /** The answer's own code and message instead of success's (see LegacyHead). */
  head?: LegacyHead;
};

/**
 * An outcome the origin answers with a body under a code of its own (content/send_to_weixin:
 * WeChat's status, or a bare number 202): the code as the origin writes it, and a message given
 * as text (WeChat's errmsg) or as a message key translated for the caller.
 */
export type LegacyHead = { code: string | number; message?: string; messageKey?: string };

type ContextFor<A extends LegacyAccess> = A extends "public" ? LegacyPublicContext : LegacyAuthedContext;

export type LegacyRoute = {
  /** The path and its aliases, all under /api (resource paths also under /api/admin). */
  paths: readonly string[];
  access: "public" | "authenticated" | { permission: readonly PermissionKey[] };
  /**
   * The tRPC procedure whose access declaration the route follows (dotted path): the one a derived
   * route calls, or the one a hand-written route answers for (procedureAccess).
   */
  procedure?: string;
  /** Derived from a procedure (procedure-routes.ts): the procedure's own middleware runs. */
  derived?: true;
  input: ZodType | null;
  /**
   * The handler claims the call's nonce itself (ctx.nonce) before it reads anything, in its own
   * statement where it can; the adapter claims it before the handler for every other route.
   */
  claimsNonce?: boolean;
  /** The handler writes nothing (a nonce claim aside): the process's caches stay as they are. */
  readOnly?: boolean;
  /** Maps the form's string fields to the contract's input shape before validation. */
  fromForm: ((fields: Record<string, string>) => unknown) | null;
  handle(ctx: LegacyPublicContext | LegacyAuthedContext, input: unknown): Promise<LegacyAnswer>;
};

/** Declares a legacy path: its access rule, the contract its fields must satisfy, and the handler. */
export function legacyRoute<A extends LegacyAccess, I>(definition: {
  paths: string[];
  access: A;
  /** The procedure this route answers in a legacy shape (its access comes from `procedureAccess`). */
  procedure?: string;
  input?: ZodType<I>;
  fromForm?: (fields: Record<string, string>) => unknown;
  /** The handler claims the call's nonce in its own statement (LegacyRoute.claimsNonce). */
  claimsNonce?: boolean;
  /** The handler only reads (LegacyRoute.readOnly). */
  readOnly?: boolean;
  handle(ctx: ContextFor<A>, input: I): Promise<LegacyAnswer>;
}): LegacyRoute {
  const { access } = definition;
  return {
    ...(definition.procedure ? { procedure: definition.procedure } : {}),
    ...(definition.claimsNonce ? { claimsNonce: true } : {}),
    ...(definition.readOnly ? { readOnly: true } : {}),
    paths: definition.paths,
    access:
      typeof access === "object"
        ? { permission: typeof access.permission === "string" ? [access.permission] : access.permission }
        : access,
    input: definition.input ?? null,
    fromForm: definition.fromForm ?? null,
    // The adapter builds the context the access rule promises and passes the parsed input.
    handle: (ctx, input) => definition.handle(ctx as ContextFor<A>, input as I),
  };
}
