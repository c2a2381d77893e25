import type { ApiAccount } from "@suyuan/db/generated-types";
import type { ZodType } from "zod";
import type { AppConfig } from "../env.ts";
import type { RequestMeta } from "../lib/request-meta.ts";
import type { Actor } from "../services/audit/record-operation.ts";
import type { AuthSettings } from "../services/auth/auth-settings.ts";
import type { EnterpriseScope } from "../services/access/enterprise-scope.ts";
import type { ActiveSession } from "../services/auth/sessions.ts";
import type { SiteSummary, UserAccess } from "../services/auth/user-access.ts";

/** Who may call a path: anyone with a valid signature, any signed-in user, or holders of a key. */
export type LegacyAccess = "public" | "authenticated" | { permission: string };

export type LegacyPublicContext = {
  fields: Record<string, string>;
  /** Files of a multipart call, by field name (not signed; see parse-form.ts). */
  files: Record<string, File>;
  account: ApiAccount;
  meta: RequestMeta;
  config: AppConfig;
  auth: AuthSettings;
  /** Where the client should send later calls (getPerms answers it as `url`). */
  baseUrl: string;
};

export type LegacyAuthedContext = LegacyPublicContext & {
  session: ActiveSession;
  access: UserAccess;
  site: SiteSummary | null;
  actor: Actor & { userId: number };
  scope: EnterpriseScope;
};

export type LegacyAnswer = {
  body?: unknown;
  totalCount?: number;
  /** A file answer (exports): sent as it is instead of the JSON envelope. */
  download?: Response;
};

type ContextFor<A extends LegacyAccess> = A extends "public" ? LegacyPublicContext : LegacyAuthedContext;

export type LegacyRoute = {
  /** The path and its aliases, all under /api. */
  paths: string[];
  access: LegacyAccess;
  input: ZodType | null;
  /** Maps the form's string fields to the contract's input shape before validation. */
  fromForm: ((fields: Record<string, string>) => unknown) | null;
  handle(ctx: LegacyPublicContext | LegacyAuthedContext, input: unknown): Promise<LegacyAnswer>;
};

/** Declares a legacy path: its access rule, the contract its fields must satisfy, and the handler. */
export function legacyRoute<A extends LegacyAccess, I>(definition: {
  paths: string[];
  access: A;
  input?: ZodType<I>;
  fromForm?: (fields: Record<string, string>) => unknown;
  handle(ctx: ContextFor<A>, input: I): Promise<LegacyAnswer>;
}): LegacyRoute {
  return {
    paths: definition.paths,
    access: definition.access,
    input: definition.input ?? null,
    fromForm: definition.fromForm ?? null,
    // The adapter builds the context the access rule promises and passes the parsed input.
    handle: (ctx, input) => definition.handle(ctx as ContextFor<A>, input as I),
  };
}
