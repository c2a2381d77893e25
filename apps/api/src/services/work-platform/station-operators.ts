import type { TFindStationOperatorOptionsInput } from "@suyuan/contracts/work-platform/station-operations";
import { prisma, type DbClient, type Prisma } from "@suyuan/db/client";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { isStationOperator } from "../access/station-scope.ts";
import { userScopeWhere } from "../access/user-scope.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";

const FIELD = "operatorIds";

/**
 * Users that may operate a station of the current site: enabled accounts the caller may manage,
 * working on this site, not members of an enterprise (their data is an enterprise's, not a station's).
 */
function candidateWhere(ctx: ServiceContext): Prisma.UserWhereInput {
  return {
    AND: [userScopeWhere(ctx), { enabled: true, enterpriseId: null, sites: { some: { siteId: currentSite(ctx) } } }],
  };
}

const labelOf = (user: { username: string; realName: string | null }) =>
  user.realName ? `${user.username}（${user.realName}）` : user.username;

/** The operator picker's choices, by username or real name (or the chosen ids, to name them). */
export async function findStationOperatorOptions(ctx: ServiceContext, input: TFindStationOperatorOptionsInput) {
  const name = input.name;
  const users = await prisma.user.findMany({
    where: {
      AND: [
        candidateWhere(ctx),
        name ? { OR: [{ username: containsText(name) }, { realName: containsText(name) }] } : {},
        input.ids ? { id: { in: input.ids } } : {},
      ],
    },
    orderBy: [{ username: "asc" }, { id: "asc" }],
    select: { id: true, username: true, realName: true },
    take: 50,
  });
  return users.map((user) => ({ id: user.id, name: labelOf(user) }));
}

async function boundIds(db: DbClient, stationId: number): Promise<number[]> {
  const rows = await db.stationOperator.findMany({ where: { stationId }, select: { userId: true } });
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

/**
 * Checks the operators a station write names: only county staff change them; every user is a
 * candidate of this site; nobody operates two stations (the one already bound elsewhere is named).
 */
async function checkOperators(
  db: DbClient,
  ctx: ServiceContext,
  stationId: number | null,
  requested: number[],
): Promise<void> {
  const ids = [...new Set(requested)].sort((a, b) => a - b);
  if (isStationOperator(ctx)) {
    const current = stationId === null ? [] : await boundIds(db, stationId);
    if (current.join(",") !== ids.join(","))
      throw new AppError("FORBIDDEN", {
        messageKey: "error.stationOperatorsCountyOnly",
        fieldErrors: { [FIELD]: ["error.stationOperatorsCountyOnly"] },
      });
    return;
  }
  if (ids.length === 0) return;
  const found = await db.user.count({ where: { AND: [candidateWhere(ctx), { id: { in: ids } }] } });
  if (found !== ids.length)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { [FIELD]: ["error.referenceMissing"] },
    });
  const elsewhere = await db.stationOperator.findFirst({
    where: { userId: { in: ids }, ...(stationId === null ? {} : { stationId: { not: stationId } }) },
    select: { user: { select: { username: true } }, station: { select: { name: true } } },
    orderBy: { userId: "asc" },
  });
  if (elsewhere) {
    const params = { user: elsewhere.user.username, station: elsewhere.station.name };
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.stationOperatorTaken",
      params,
      fieldErrors: { [FIELD]: ["error.stationOperatorTaken"] },
    });
  }
}

/** The work platform's stations: the operators are checked before the kit rewrites the links. */
export const stationHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current, input) {
    const requested = (input[FIELD] as number[] | undefined) ?? [];
    await checkOperators(tx, ctx, current ? (current.id as number) : null, requested);
    return data;
  },
};
