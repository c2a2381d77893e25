import type { TListOutput } from "@suyuan/contracts/common/list";
import type {
  TFindProjectsInput,
  TProjectFields,
  TProjectFilters,
  TProjectItem,
  TProjectStatus,
} from "@suyuan/contracts/project/project-fields";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { enterpriseForWrite, enterpriseWhere, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { decimal } from "../base/bases.ts";
import { cappedPage } from "../list/capped-page.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";

const PROJECT_SELECT = {
  id: true,
  name: true,
  town: true,
  village: true,
  enterprise: { select: { id: true, name: true } },
  funding: true,
  startDate: true,
  endDate: true,
  status: true,
  description: true,
  createdAt: true,
} satisfies Prisma.ProjectSelect;

/** Calendar dates are stored as DATE: midnight UTC in JavaScript, yyyy-MM-dd on the wire. */
export const toDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
export const fromDay = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

function toItem(row: Prisma.ProjectGetPayload<{ select: typeof PROJECT_SELECT }>): TProjectItem {
  return {
    ...row,
    funding: decimal(row.funding),
    startDate: toDay(row.startDate),
    endDate: toDay(row.endDate),
    status: row.status as TProjectStatus,
  };
}

/** Projects belong to a site: users work on the projects of the site they have chosen. */
export function currentSite(ctx: ServiceContext): number {
  if (ctx.actor.siteId === null) throw new AppError("FORBIDDEN", { messageKey: "error.siteNotAllowed" });
  return ctx.actor.siteId;
}

function projectWhere(ctx: ServiceContext, filters: Partial<TProjectFilters>): Prisma.ProjectWhereInput {
  return {
    AND: [
      { siteId: currentSite(ctx) },
      enterpriseWhere(ctx.scope),
      {
        name: filters.name ? { contains: filters.name, mode: "insensitive" } : undefined,
        town: filters.town ? { contains: filters.town, mode: "insensitive" } : undefined,
        status: filters.status,
        enterpriseId: filters.enterpriseId,
      },
    ],
  };
}

export async function findProjects(ctx: ServiceContext, input: TFindProjectsInput): Promise<TListOutput<TProjectItem>> {
  const where = projectWhere(ctx, input);
  const sortBy = input.sortBy ?? "createdAt";
  const orderBy: Prisma.ProjectOrderByWithRelationInput[] = [
    sortBy === "createdAt" || sortBy === "name"
      ? { [sortBy]: input.sortDir }
      : { [sortBy]: { sort: input.sortDir, nulls: "last" } },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.project.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.project.findMany({ where, orderBy, select: PROJECT_SELECT, skip, take })).map(toItem),
  });
}

export async function getProject(ctx: ServiceContext, id: number): Promise<TProjectItem> {
  const row = await prisma.project.findFirst({
    where: { AND: [{ id }, projectWhere(ctx, {})] },
    select: PROJECT_SELECT,
  });
  if (!row) throw new AppError("NOT_FOUND");
  return toItem(row);
}

export function iterateProjects(ctx: ServiceContext, filters: TProjectFilters): AsyncGenerator<TProjectItem> {
  const where = projectWhere(ctx, filters);
  return iterateById(async (afterId, take) =>
    (
      await prisma.project.findMany({
        where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
        select: PROJECT_SELECT,
        orderBy: { id: "asc" },
        take,
      })
    ).map(toItem),
  );
}

/** The stored row for validated fields: the enterprise (if any) exists and is within the scope. */
export async function projectData(tx: TransactionClient, ctx: ServiceContext, input: TProjectFields) {
  const enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  if (enterpriseId !== null) {
    const enterprise = await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } });
    if (!enterprise || !isInScope(ctx.scope, enterprise.id)) {
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.referenceMissing",
        fieldErrors: { enterpriseId: ["error.referenceMissing"] },
      });
    }
  }
  return { ...input, enterpriseId, startDate: fromDay(input.startDate), endDate: fromDay(input.endDate) };
}

export async function createProject(ctx: ServiceContext, input: TProjectFields): Promise<{ id: number }> {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const row = await tx.project.create({
      data: { ...(await projectData(tx, ctx, input)), siteId },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "project",
      targetId: row.id,
      detail: { name: input.name },
    });
    return row;
  });
}

export async function updateProject(ctx: ServiceContext, id: number, input: TProjectFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    if (!(await tx.project.findFirst({ where: { AND: [{ id }, projectWhere(ctx, {})] }, select: { id: true } })))
      throw new AppError("NOT_FOUND");
    await tx.project.update({ where: { id }, data: await projectData(tx, ctx, input) });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "project",
      targetId: id,
      detail: { name: input.name },
    });
  });
}

export async function deleteProjects(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.project.findMany({
      where: { AND: [{ id: { in: unique } }, projectWhere(ctx, {})] },
      select: { name: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    const { count } = await tx.project.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "project",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { deleted: count };
  });
}
