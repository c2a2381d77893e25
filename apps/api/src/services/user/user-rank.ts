import { prisma, type DbClient } from "@suyuan/db/client";
import { MAX_INT4 } from "@suyuan/contracts/kit/primitives";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * The highest rank the actor manages: their own, or any for a holder of every permission ("*"),
 * who stands above the ranks.
 */
export async function actorRank(db: DbClient, ctx: ServiceContext): Promise<number> {
  if (ctx.access.perms === "*") return MAX_INT4;
  const own = await db.user.findUnique({ where: { id: ctx.actor.userId }, select: { rank: true } });
  return own?.rank ?? 0;
}

/** The rank rule (admin/val_rank): `rank` is no higher than the actor's, nor is the user's current one. */
export async function rankAllowed(ctx: ServiceContext, rank: number, targetId?: number): Promise<{ result: boolean }> {
  const own = await actorRank(prisma, ctx);
  if (targetId !== undefined) {
    const target = await prisma.user.findUnique({ where: { id: targetId }, select: { rank: true } });
    if (!target) throw new AppError("NOT_FOUND");
    if (target.rank > own) return { result: false };
  }
  return { result: rank <= own };
}

/** Refuses a rank above the actor's, and any change to a user ranked above the actor. */
export async function assertRankAllowed(
  db: DbClient,
  ctx: ServiceContext,
  rank: number,
  current: Record<string, unknown> | null,
): Promise<void> {
  const own = await actorRank(db, ctx);
  if (current && typeof current.rank === "number" && current.rank > own) throw new AppError("FORBIDDEN");
  if (rank > own)
    throw new AppError("RULE_VIOLATION", {
      messageKey: "error.rankTooHigh",
      fieldErrors: { rank: ["error.rankTooHigh"] },
    });
}
