import { operationsOf } from "@suyuan/api/operations/operation-registry";
import { appRouter } from "@suyuan/api/trpc-router";
import { servedPaths } from "@suyuan/api/legacy/legacy-app";
import { legacyRoutes } from "@suyuan/api/legacy/routes/all-routes";
import type { LegacyRoute } from "@suyuan/api/legacy/legacy-route";
import type { z } from "zod";
import { fieldsOf, type FieldRef } from "./schema-walk.ts";

// What the fuzz probes, read from the running code rather than listed by hand: every tRPC
// procedure (the product's registry of operations, each with its input parsers) and every legacy
// route (derived from the same declarations, plus the hand-written ones).

export type ProcedureProbe = {
  path: string;
  type: "query" | "mutation";
  input: z.ZodType | undefined;
  fields: FieldRef[];
};

export const PROCEDURES: ProcedureProbe[] = [...operationsOf(appRouter)].map(([path, { type, inputs }]) => {
  const input = inputs.at(0);
  return { path, type, input, fields: fieldsOf(input) };
});

export type LegacyProbe = {
  /** The address it is served at (the canonical one: /api/admin/… for resource paths). */
  url: string;
  route: LegacyRoute;
  /** The form field names its contract reads. */
  fieldNames: string[];
};

/** Legacy paths that end the caller's session: probing them would sign the fuzz out. */
const SESSION_ENDING = new Set(["/admin/user/logout", "/member/user/logout"]);

/** The form fields a route reads: its contract's fields (top level and an update's `data`), and paging. */
function legacyFieldNames(route: LegacyRoute): string[] {
  const names = new Set(fieldsOf(route.input ?? undefined).map((field) => field.path.at(-1)!));
  if (names.has("page")) names.add("pageNo");
  return [...names].filter((name) => name !== "data");
}

export const LEGACY_PATHS: LegacyProbe[] = legacyRoutes.flatMap((route) =>
  route.paths
    .filter((path) => !SESSION_ENDING.has(path))
    .slice(0, 1)
    .map((path) => ({ url: `/api${servedPaths(path)[0]!}`, route, fieldNames: legacyFieldNames(route) })),
);
