import { prisma } from "@suyuan/db/client";

// The sites' Baidu Tongji accounts by site: the origin's stat/* name an account by its site's id.

/** The account ids of the given sites (sites without one left out). */
export async function statAccountIdsOfSites(siteIds: readonly number[]): Promise<number[]> {
  const rows = await prisma.statAccount.findMany({ where: { siteId: { in: [...siteIds] } }, select: { id: true } });
  return rows.map((row) => row.id);
}

/** The account id of a site, or null. */
export async function statAccountIdOfSite(siteId: number): Promise<number | null> {
  const row = await prisma.statAccount.findUnique({ where: { siteId }, select: { id: true } });
  return row?.id ?? null;
}
