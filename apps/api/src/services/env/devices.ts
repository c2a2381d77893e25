import type { TEnvDeviceFields, TEnvDeviceItem, TFindEnvDevicesInput } from "@suyuan/contracts/env/env-fields";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, enterpriseWhere, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { cappedPage } from "../list/capped-page.ts";
import type { ServiceContext } from "../service-context.ts";

const DEVICE_SELECT = {
  id: true,
  enterprise: { select: { id: true, name: true } },
  base: { select: { id: true, name: true } },
  house: { select: { id: true, name: true } },
  name: true,
  code: true,
  kind: true,
  usable: true,
  createdAt: true,
} satisfies Prisma.EnvDeviceSelect;

const toItem = (row: Prisma.EnvDeviceGetPayload<{ select: typeof DEVICE_SELECT }>): TEnvDeviceItem => ({
  ...row,
  kind: row.kind as TEnvDeviceItem["kind"],
});

export async function findEnvDevices(
  ctx: ServiceContext,
  input: TFindEnvDevicesInput,
): Promise<TListOutput<TEnvDeviceItem>> {
  const where: Prisma.EnvDeviceWhereInput = {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        name: input.name ? { contains: input.name, mode: "insensitive" } : undefined,
        code: input.code ? { contains: input.code, mode: "insensitive" } : undefined,
        kind: input.kind,
        usable: input.usable,
        baseId: input.baseId,
      },
    ],
  };
  const orderBy: Prisma.EnvDeviceOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  return cappedPage(input, {
    count: (take) => prisma.envDevice.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.envDevice.findMany({ where, orderBy, select: DEVICE_SELECT, skip, take })).map(toItem),
  });
}

export async function getEnvDevice(ctx: ServiceContext, id: number): Promise<TEnvDeviceItem> {
  const row = await prisma.envDevice.findUnique({ where: { id }, select: DEVICE_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  return toItem(row);
}

const missing = (field: string) =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.referenceMissing",
    fieldErrors: { [field]: ["error.referenceMissing"] },
  });
const CODE_TAKEN = () =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.deviceCodeTaken",
    fieldErrors: { code: ["error.deviceCodeTaken"] },
  });

/** A device sits on a base or greenhouse of its enterprise (a greenhouse implies its base). */
async function prepare(tx: TransactionClient, ctx: ServiceContext, input: TEnvDeviceFields) {
  let enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  let baseId = input.baseId;
  if (input.houseId !== null) {
    const house = await tx.house.findUnique({
      where: { id: input.houseId },
      select: { baseId: true, enterpriseId: true },
    });
    if (
      !house ||
      !isInScope(ctx.scope, house.enterpriseId) ||
      (enterpriseId !== null && house.enterpriseId !== enterpriseId)
    )
      throw missing("houseId");
    if (baseId !== null && baseId !== house.baseId) throw missing("baseId");
    baseId = house.baseId;
    enterpriseId = house.enterpriseId;
  }
  if (baseId !== null) {
    const base = await tx.base.findUnique({ where: { id: baseId }, select: { enterpriseId: true } });
    if (
      !base ||
      !isInScope(ctx.scope, base.enterpriseId) ||
      (enterpriseId !== null && base.enterpriseId !== enterpriseId)
    )
      throw missing("baseId");
    enterpriseId = base.enterpriseId;
  }
  if (enterpriseId === null) throw missing("baseId");
  return { name: input.name, code: input.code, kind: input.kind, houseId: input.houseId, baseId, enterpriseId };
}

function rethrowCode(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw CODE_TAKEN();
  throw error;
}

export async function createEnvDevice(ctx: ServiceContext, input: TEnvDeviceFields): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.envDevice.findUnique({ where: { code: input.code }, select: { id: true } })) throw CODE_TAKEN();
      const row = await tx.envDevice.create({ data: await prepare(tx, ctx, input), select: { id: true } });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "env-device",
        targetId: row.id,
        detail: { code: input.code },
      });
      return row;
    });
  } catch (error) {
    rethrowCode(error);
  }
}

export async function updateEnvDevice(ctx: ServiceContext, id: number, input: TEnvDeviceFields): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const current = await tx.envDevice.findUnique({ where: { id }, select: { enterpriseId: true } });
      if (!current) throw new AppError("NOT_FOUND");
      assertInScope(ctx.scope, current.enterpriseId);
      if (await tx.envDevice.findFirst({ where: { code: input.code, id: { not: id } }, select: { id: true } }))
        throw CODE_TAKEN();
      await tx.envDevice.update({ where: { id }, data: await prepare(tx, ctx, input) });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "env-device",
        targetId: id,
        detail: { code: input.code },
      });
    });
  } catch (error) {
    rethrowCode(error);
  }
}

/** Enables or disables devices (a disabled device takes no new readings). */
export async function updateEnvDevicesUsable(
  ctx: ServiceContext,
  ids: number[],
  usable: boolean,
): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.envDevice.findMany({ where: { id: { in: unique } }, select: { enterpriseId: true } });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    const { count } = await tx.envDevice.updateMany({ where: { id: { in: unique } }, data: { usable } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: usable ? "enable" : "disable",
      resource: "env-device",
      targetId: unique.join(","),
    });
    return { count };
  });
}

export async function deleteEnvDevices(ctx: ServiceContext, ids: number[]): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.envDevice.findMany({
      where: { id: { in: unique } },
      select: { enterpriseId: true, code: true, _count: { select: { readings: true } } },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) {
      assertInScope(ctx.scope, row.enterpriseId);
      // Readings are history: a device that has any is disabled, not deleted.
      if (row._count.readings > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
    }
    const { count } = await tx.envDevice.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "env-device",
      targetId: unique.join(","),
      detail: { codes: rows.map((row) => row.code) },
    });
    return { count };
  });
}
