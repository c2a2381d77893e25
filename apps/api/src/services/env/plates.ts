import type { TEnvPlateFields, TFindEnvPlatesInput } from "@suyuan/contracts/env/env-fields";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, enterpriseWhere } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { cappedPage } from "../list/capped-page.ts";
import type { ServiceContext } from "../service-context.ts";

const PLATE_SELECT = {
  id: true,
  enterprise: { select: { id: true, name: true } },
  name: true,
  description: true,
  usable: true,
  createdAt: true,
  devices: {
    select: { device: { select: { id: true, name: true, code: true, kind: true } } },
    orderBy: { deviceId: "asc" },
  },
} satisfies Prisma.EnvPlateSelect;

function toItem({ devices, ...row }: Prisma.EnvPlateGetPayload<{ select: typeof PLATE_SELECT }>) {
  return { ...row, devices: devices.map(({ device }) => ({ ...device, kind: device.kind as "combined" })) };
}

export async function findEnvPlates(ctx: ServiceContext, input: TFindEnvPlatesInput) {
  const where: Prisma.EnvPlateWhereInput = {
    AND: [
      enterpriseWhere(ctx.scope),
      { name: input.name ? { contains: input.name, mode: "insensitive" } : undefined, usable: input.usable },
    ],
  };
  const orderBy: Prisma.EnvPlateOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  return cappedPage(input, {
    count: (take) => prisma.envPlate.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.envPlate.findMany({ where, orderBy, select: PLATE_SELECT, skip, take })).map(toItem),
  });
}

/** A plate shows devices of its own enterprise only. */
async function prepare(tx: TransactionClient, ctx: ServiceContext, input: TEnvPlateFields) {
  const enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  if (enterpriseId === null)
    throw new AppError("BAD_REQUEST", {
      messageKey: "validation.required",
      fieldErrors: { enterpriseId: ["validation.required"] },
    });
  const deviceIds = [...new Set(input.deviceIds)];
  const found = await tx.envDevice.count({ where: { id: { in: deviceIds }, enterpriseId } });
  if (found !== deviceIds.length)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { deviceIds: ["error.referenceMissing"] },
    });
  return { enterpriseId, name: input.name, description: input.description, deviceIds };
}

export async function createEnvPlate(ctx: ServiceContext, input: TEnvPlateFields): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const { deviceIds, ...data } = await prepare(tx, ctx, input);
    const row = await tx.envPlate.create({
      data: { ...data, devices: { create: deviceIds.map((deviceId) => ({ deviceId })) } },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "env-plate",
      targetId: row.id,
      detail: { name: input.name },
    });
    return row;
  });
}

export async function updateEnvPlate(ctx: ServiceContext, id: number, input: TEnvPlateFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.envPlate.findUnique({ where: { id }, select: { enterpriseId: true } });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    const { deviceIds, ...data } = await prepare(tx, ctx, input);
    await tx.envPlateDevice.deleteMany({ where: { plateId: id } });
    await tx.envPlate.update({
      where: { id },
      data: { ...data, devices: { create: deviceIds.map((deviceId) => ({ deviceId })) } },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "env-plate",
      targetId: id,
      detail: { name: input.name },
    });
  });
}

export async function updateEnvPlatesUsable(
  ctx: ServiceContext,
  ids: number[],
  usable: boolean,
): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.envPlate.findMany({ where: { id: { in: unique } }, select: { enterpriseId: true } });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    const { count } = await tx.envPlate.updateMany({ where: { id: { in: unique } }, data: { usable } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: usable ? "enable" : "disable",
      resource: "env-plate",
      targetId: unique.join(","),
    });
    return { count };
  });
}

export async function deleteEnvPlates(ctx: ServiceContext, ids: number[]): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.envPlate.findMany({
      where: { id: { in: unique } },
      select: { enterpriseId: true, name: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    const { count } = await tx.envPlate.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "env-plate",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { count };
  });
}
