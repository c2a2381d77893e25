import type { TListOutput } from "@suyuan/contracts/common/list";
import type {
  TFindSitesInput,
  TSaveSiteInput,
  TSiteFields,
  TSiteItem,
  TUpdateSiteInput,
} from "@suyuan/contracts/site/site-operations";
import { Prisma, prisma, type DbClient, type TransactionClient } from "@suyuan/db/client";
import { deleteErrorAnswer } from "../../kit/database-errors.ts";
import { column } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError, isAppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { listPage, listRow } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";

// Sites: exactly one master site (partial unique index site_one_master_key), domains and access
// paths unique (constraints). A limited administrator manages only the sites they hold; a site
// they create is added to their sites.

const fieldError = (field: string, messageKey: string) =>
  new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });

type SiteRow = Prisma.SiteGetPayload<Record<string, never>>;

// A site with the names its pages and the origin's site/list use, on the one list statement
// (kit/sql-list-json.ts); list and get answer it alike.
const SITES = listStatementOf("site", {
  id: column("id"),
  siteName: column("name"),
  shortName: column("shortName"),
  domain: column("domain"),
  domainAliases: column("domainAliases"),
  accessPath: column("accessPath"),
  masterSite: column("isMaster"),
  language: column("language"),
  tplSolution: column("tplSolution"),
  staticIndex: column("staticIndex"),
  staticDir: column("staticDir"),
  pageSuffix: column("pageSuffix"),
  status: column("status"),
  createdAt: column("createdAt"),
  updatedAt: column("updatedAt"),
});

/** The sites the caller may manage: every site for "*", else their own. */
export function manageableSites(ctx: ServiceContext): Prisma.SiteWhereInput {
  return ctx.access.perms === "*" ? {} : { id: { in: ctx.access.sites.map((site) => site.id) } };
}

/** The sites the caller manages, the master site first, then the oldest. */
export function findSites(ctx: ServiceContext, input: TFindSitesInput): Promise<TListOutput<TSiteItem>> {
  const where: Prisma.SiteWhereInput = {
    AND: [manageableSites(ctx)],
    ...(input.siteName ? { name: containsText(input.siteName) } : {}),
    ...(input.status ? { status: input.status } : {}),
  };
  const { page, pageSize } = input;
  return listPage(SITES, { where, sortBy: "isMaster", direction: "desc", idDirection: "asc", page, pageSize });
}

async function manageableSite(db: DbClient, ctx: ServiceContext, id: number): Promise<SiteRow> {
  const row = await db.site.findFirst({ where: { AND: [{ id }, manageableSites(ctx)] } });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function getSite(ctx: ServiceContext, id: number): Promise<TSiteItem> {
  const row = await listRow<TSiteItem>(SITES, id, manageableSites(ctx));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** The caller's current site (site settings work on it, whoever manages sites). */
export async function getCurrentSite(siteId: number): Promise<TSiteItem> {
  const row = await listRow<TSiteItem>(SITES, siteId);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** Whether a domain / access path is free for the site `selfId` (null: a new site). */
export async function isDomainFree(domain: string | null, selfId: number | null, db: DbClient = prisma) {
  if (domain === null) return true;
  return !(await db.site.findFirst({
    where: { domain, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { id: true },
  }));
}

export async function isAccessPathFree(accessPath: string | null, selfId: number | null, db: DbClient = prisma) {
  if (accessPath === null) return true;
  return !(await db.site.findFirst({
    where: { accessPath, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { id: true },
  }));
}

/** Whether the site `selfId` may be master without moving the flag from another site. */
export async function isMasterFree(selfId: number | null, db: DbClient = prisma) {
  const master = await db.site.findFirst({ where: { isMaster: true }, select: { id: true } });
  return !master || master.id === selfId;
}

async function assertFree(db: DbClient, data: TSiteFields, selfId: number | null) {
  if (!(await isDomainFree(data.domain, selfId, db))) throw fieldError("domain", "site.domainTaken");
  if (!(await isAccessPathFree(data.accessPath, selfId, db))) throw fieldError("accessPath", "site.accessPathTaken");
}

/** A unique violation from parallel saves that all passed the check: the check's own answer. */
async function constraintAnswer(error: unknown, data: TSiteFields, selfId: number | null): Promise<unknown> {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return error;
  try {
    await assertFree(prisma, data, selfId);
  } catch (answer) {
    return answer;
  }
  return error;
}

const columns = (data: TSiteFields) => ({
  name: data.siteName,
  shortName: data.shortName,
  domain: data.domain,
  domainAliases: data.domainAliases,
  accessPath: data.accessPath,
  language: data.language,
  tplSolution: data.tplSolution,
  staticIndex: data.staticIndex,
  staticDir: data.staticDir,
  pageSuffix: data.pageSuffix,
  status: data.status,
});

/** Makes `id` the master site: the flag moves from the old master in the same transaction. */
async function moveMaster(tx: TransactionClient, id: number) {
  await tx.site.updateMany({ where: { isMaster: true, id: { not: id } }, data: { isMaster: false } });
  await tx.site.update({ where: { id }, data: { isMaster: true } });
}

export async function createSite(ctx: ServiceContext, input: TSaveSiteInput): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      await assertFree(tx, input, null);
      const site = await tx.site.create({ data: columns(input), select: { id: true } });
      if (input.masterSite) await moveMaster(tx, site.id);
      // The creator can work on the site at once (a "*" holder sees every site anyway).
      if (ctx.access.perms !== "*") await tx.userSite.create({ data: { userId: ctx.actor.userId, siteId: site.id } });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "site",
        targetId: site.id,
        detail: { siteName: input.siteName, masterSite: input.masterSite },
      });
      return site;
    });
  } catch (error) {
    throw await constraintAnswer(error, input, null);
  }
}

export async function updateSite(ctx: ServiceContext, input: TUpdateSiteInput): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const before = await manageableSite(tx, ctx, input.id);
      // The master flag moves to another site; it is never simply taken away.
      if (before.isMaster && !input.masterSite)
        throw new AppError("RULE_VIOLATION", {
          messageKey: "site.masterRequired",
          fieldErrors: { masterSite: ["site.masterRequired"] },
        });
      await assertFree(tx, input, input.id);
      // The site's name and settings are on every page: its generated pages are outdated.
      await tx.site.update({ where: { id: input.id }, data: { ...columns(input), templateVersion: { increment: 1 } } });
      if (input.masterSite && !before.isMaster) await moveMaster(tx, input.id);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "site",
        targetId: input.id,
        detail: { siteName: input.siteName, masterSite: input.masterSite },
      });
      return { id: input.id };
    });
  } catch (error) {
    throw await constraintAnswer(error, input, input.id);
  }
}

/** The current site's base settings (site_config/base_update): the site's fields, never its master flag. */
export async function updateSiteBase(ctx: ServiceContext, siteId: number, data: TSiteFields): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      await assertFree(tx, data, siteId);
      await tx.site.update({ where: { id: siteId }, data: { ...columns(data), templateVersion: { increment: 1 } } });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update-base",
        resource: "site",
        targetId: siteId,
      });
      return { id: siteId };
    });
  } catch (error) {
    throw await constraintAnswer(error, data, siteId);
  }
}

/**
 * Deletes sites with nothing in them: never the master site; a site still holding records
 * (channels, content, towns, ...) is refused by its foreign keys and named. All or nothing.
 */
export async function deleteSites(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.site.findMany({ where: { AND: [{ id: { in: ids } }, manageableSites(ctx)] } });
    if (rows.length !== new Set(ids).size) throw new AppError("NOT_FOUND");
    if (rows.some((row) => row.isMaster))
      throw new AppError("RULE_VIOLATION", { messageKey: "site.masterNotDeletable" });
    for (const row of rows) {
      try {
        // The company row and the user links go with the site (cascade); any other record refuses.
        await tx.site.delete({ where: { id: row.id } });
      } catch (error) {
        // A restricting foreign key (records still in the site) is answered with the site's name.
        if (isAppError(deleteErrorAnswer(error)))
          throw new AppError("RULE_VIOLATION", { messageKey: "site.inUse", params: { name: row.name } });
        throw error;
      }
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "site",
      targetId: ids.join(","),
    });
    return { deleted: rows.length };
  });
}

/** The site tree: the master at the root, every other site under it (spec section 7). */
export async function siteTree(ctx: ServiceContext, root: number | null, all: boolean) {
  const where: Prisma.SiteWhereInput = all
    ? manageableSites(ctx)
    : { id: { in: ctx.access.sites.map((site) => site.id) } };
  const rows = await prisma.site.findMany({
    where,
    select: { id: true, name: true, isMaster: true },
    orderBy: [{ isMaster: "desc" }, { id: "asc" }],
  });
  const master = rows.find((row) => row.isMaster);
  const others = rows.filter((row) => row !== master);
  const node = (row: { id: number; name: string; isMaster: boolean }, childCount: number) => ({
    id: row.id,
    name: row.name,
    masterSite: row.isMaster,
    childCount,
  });
  if (root === null) return master ? [node(master, others.length)] : others.map((row) => node(row, 0));
  return master && root === master.id ? others.map((row) => node(row, 0)) : [];
}
