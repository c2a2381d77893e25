import { AppError } from "../../lib/app-error.ts";
import type { UserAccess } from "../auth/user-access.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * Which village station's work-platform records a user may see and change: every station of the
 * site (county staff), or only the one they operate (a station operator, bound by a
 * station_operator row). Sits beside the enterprise scope; station-owned resources filter and
 * check through this.
 */
export type StationScope = { kind: "all" } | { kind: "station"; stationId: number };

export const ALL_STATIONS: StationScope = { kind: "all" };

/** Operators are confined to their station unless a role gives them every permission. */
export function stationScopeOf(access: UserAccess, stationId: number | null): StationScope {
  if (access.perms === "*" || stationId === null) return ALL_STATIONS;
  return { kind: "station", stationId };
}

export function stationScopeIn(ctx: ServiceContext): StationScope {
  return ctx.station;
}

/** The caller works for one station (the daily report's 7-day rule treats everybody else as county staff). */
export function isStationOperator(ctx: ServiceContext): boolean {
  return stationScopeIn(ctx).kind === "station";
}

/** A Prisma `where` fragment restricting a station-owned model (by `column`) to the scope. */
export function stationWhere(ctx: ServiceContext, column = "stationId"): Record<string, number> {
  const scope = stationScopeIn(ctx);
  return scope.kind === "all" ? {} : { [column]: scope.stationId };
}

export function isStationInScope(ctx: ServiceContext, stationId: number | null | undefined): boolean {
  const scope = stationScopeIn(ctx);
  return scope.kind === "all" || stationId === scope.stationId;
}

/** Another station's record reads as missing: an operator learns nothing about it. */
export function assertStationInScope(ctx: ServiceContext, stationId: number | null | undefined): void {
  if (!isStationInScope(ctx, stationId)) throw new AppError("NOT_FOUND");
}

/**
 * The station a record written by this caller belongs to: an operator always writes into their
 * own station (an empty choice becomes it; another station is refused as a missing reference);
 * county staff choose.
 */
export function stationForWrite(
  ctx: ServiceContext,
  requested: number | null | undefined,
  field = "stationId",
): number | null {
  const scope = stationScopeIn(ctx);
  if (scope.kind === "all") return requested ?? null;
  if (requested !== null && requested !== undefined && requested !== scope.stationId)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { [field]: ["error.referenceMissing"] },
    });
  return scope.stationId;
}
