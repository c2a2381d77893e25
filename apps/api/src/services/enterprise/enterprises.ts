import type {
  TEnterpriseFields,
  TEnterpriseItem,
  TEnterpriseStatus,
} from "@suyuan/contracts/enterprise/enterprise-fields";
import type { TEnterpriseFilters, TFindEnterprisesInput } from "@suyuan/contracts/enterprise/find-enterprises";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, type EnterpriseScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hasPermission } from "../auth/user-access.ts";
import { cappedPage } from "../list/capped-page.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";

const contains = (value: string | undefined) => (value ? { contains: value, mode: "insensitive" as const } : undefined);

const ENTERPRISE_SELECT = {
  id: true,
  name: true,
  creditCode: true,
  legalPerson: true,
  contactPerson: true,
  phone: true,
  provinceCode: true,
  cityCode: true,
  countyCode: true,
  address: true,
  type: true,
  businessScope: true,
  logo: true,
  licenceImages: true,
  status: true,
  checkOpinion: true,
  checkedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.EnterpriseSelect;

function toItem(row: Prisma.EnterpriseGetPayload<{ select: typeof ENTERPRISE_SELECT }>): TEnterpriseItem {
  return { ...row, status: row.status as TEnterpriseStatus };
}

/** An enterprise member sees only their own enterprise. */
function scopeWhere(scope: EnterpriseScope): Prisma.EnterpriseWhereInput {
  return scope.kind === "all" ? {} : { id: scope.enterpriseId };
}

function enterpriseWhere(scope: EnterpriseScope, filters: TEnterpriseFilters): Prisma.EnterpriseWhereInput {
  return {
    AND: [
      scopeWhere(scope),
      {
        name: contains(filters.name),
        creditCode: contains(filters.creditCode),
        status: filters.status,
        type: filters.type,
        provinceCode: filters.provinceCode,
      },
    ],
  };
}

export async function findEnterprises(
  ctx: ServiceContext,
  input: TFindEnterprisesInput,
): Promise<TListOutput<TEnterpriseItem>> {
  const where = enterpriseWhere(ctx.scope, input);
  const orderBy: Prisma.EnterpriseOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.enterprise.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.enterprise.findMany({ where, orderBy, select: ENTERPRISE_SELECT, skip, take })).map(toItem),
  });
}

export async function getEnterprise(ctx: ServiceContext, id: number): Promise<TEnterpriseItem> {
  const row = await prisma.enterprise.findUnique({ where: { id }, select: ENTERPRISE_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.id);
  return toItem(row);
}

export async function getMyEnterprise(ctx: ServiceContext): Promise<TEnterpriseItem | null> {
  return ctx.scope.kind === "enterprise" ? getEnterprise(ctx, ctx.scope.enterpriseId) : null;
}

export function iterateEnterprises(ctx: ServiceContext, filters: TEnterpriseFilters): AsyncGenerator<TEnterpriseItem> {
  const where = enterpriseWhere(ctx.scope, filters);
  return iterateById(async (afterId, take) =>
    (
      await prisma.enterprise.findMany({
        where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
        select: ENTERPRISE_SELECT,
        orderBy: { id: "asc" },
        take,
      })
    ).map(toItem),
  );
}

const CREDIT_CODE_TAKEN = () =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.creditCodeTaken",
    fieldErrors: { creditCode: ["error.creditCodeTaken"] },
  });

async function assertCreditCodeFree(tx: TransactionClient, creditCode: string, exceptId?: number) {
  const clash = await tx.enterprise.findFirst({
    where: { creditCode, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw CREDIT_CODE_TAKEN();
}

function rethrowUnique(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw CREDIT_CODE_TAKEN();
  throw error;
}

/** Staff who may examine enterprises enter them approved; anyone else's wait for examination. */
export async function createEnterprise(ctx: ServiceContext, input: TEnterpriseFields): Promise<{ id: number }> {
  const approved = hasPermission(ctx.access, "/enterprise/check");
  try {
    return await prisma.$transaction(async (tx) => {
      await assertCreditCodeFree(tx, input.creditCode);
      const enterprise = await tx.enterprise.create({
        data: {
          ...input,
          status: approved ? "approved" : "pending",
          ...(approved ? { checkedAt: new Date(), checkedBy: ctx.actor.userId } : {}),
        },
        select: { id: true },
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "enterprise",
        targetId: enterprise.id,
        detail: { name: input.name },
      });
      return enterprise;
    });
  } catch (error) {
    rethrowUnique(error);
  }
}

/**
 * Edits an enterprise. When a member changes the identity (name or credit code) of an examined
 * enterprise, it goes back to pending: the platform examines what it approves.
 */
export async function updateEnterprise(ctx: ServiceContext, id: number, data: TEnterpriseFields): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const current = await tx.enterprise.findUnique({ where: { id } });
      if (!current) throw new AppError("NOT_FOUND");
      assertInScope(ctx.scope, current.id);
      await assertCreditCodeFree(tx, data.creditCode, id);
      const identityChanged = current.name !== data.name || current.creditCode !== data.creditCode;
      const reexamine = ctx.scope.kind === "enterprise" && identityChanged && current.status !== "pending";
      await tx.enterprise.update({
        where: { id },
        data: {
          ...data,
          ...(reexamine ? { status: "pending", checkOpinion: null, checkedAt: null, checkedBy: null } : {}),
        },
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "enterprise",
        targetId: id,
        detail: { name: data.name, ...(reexamine ? { status: "pending" } : {}) },
      });
    });
  } catch (error) {
    rethrowUnique(error);
  }
}

export async function updateMyEnterprise(ctx: ServiceContext, data: TEnterpriseFields): Promise<void> {
  if (ctx.scope.kind !== "enterprise") throw new AppError("NOT_FOUND");
  await updateEnterprise(ctx, ctx.scope.enterpriseId, data);
}

/** Approves or rejects (with an opinion) a pending enterprise. Only approved ones may apply for trace codes. */
export async function checkEnterprise(
  ctx: ServiceContext,
  input: { id: number; approve: boolean; opinion: string },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.enterprise.findUnique({
      where: { id: input.id },
      select: { id: true, status: true, name: true },
    });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.id);
    if (current.status !== "pending") throw new AppError("RULE_VIOLATION", { messageKey: "error.notPending" });
    const status = input.approve ? "approved" : "rejected";
    await tx.enterprise.update({
      where: { id: input.id },
      data: { status, checkOpinion: input.opinion || null, checkedAt: new Date(), checkedBy: ctx.actor.userId },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.approve ? "approve" : "reject",
      resource: "enterprise",
      targetId: input.id,
      detail: { name: current.name, opinion: input.opinion },
    });
  });
}

export async function deleteEnterprises(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.enterprise.findMany({
      where: { id: { in: unique } },
      select: {
        id: true,
        name: true,
        _count: {
          select: {
            users: true,
            goods: true,
            bases: true,
            houses: true,
            envDevices: true,
            envPlates: true,
            projects: true,
          },
        },
      },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) {
      assertInScope(ctx.scope, row.id);
      if (Object.values(row._count).some((count) => count > 0))
        throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
    }
    const { count } = await tx.enterprise.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "enterprise",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { deleted: count };
  });
}
