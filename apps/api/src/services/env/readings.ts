import type {
  TEnvReadingFields,
  TEnvReadingItem,
  TFindEnvReadingsInput,
  TFindEnvSeriesInput,
  TEnvSeriesOutput,
} from "@suyuan/contracts/env/env-fields";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseWhere, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { column, related, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { listPage } from "../list/list-page.ts";
import type { ServiceContext } from "../service-context.ts";

// The readings' list as one statement (kit/sql-list-json.ts). Ids are bigints, answered as text;
// a stored moment of any year (rows from before strict inputs) is written as a Date reads it.
const READINGS = listStatementOf("envReading", {
  id: sql(() => "t.id::text"),
  device: related("device", ["id", "name", "code"]),
  recordedAt: column("recordedAt"),
  temperature: column("temperature", "decimal"),
  humidity: column("humidity", "decimal"),
  soilMoisture: column("soilMoisture", "decimal"),
  light: column("light", "decimal"),
  co2: column("co2", "decimal"),
});

export function findEnvReadings(
  ctx: ServiceContext,
  input: TFindEnvReadingsInput,
): Promise<TListOutput<TEnvReadingItem>> {
  const where = {
    AND: [enterpriseWhere(ctx.scope), { deviceId: input.deviceId, recordedAt: { gte: input.from, lte: input.to } }],
  };
  const { page, pageSize } = input;
  return listPage(READINGS, { where, sortBy: "recordedAt", direction: "desc", page, pageSize });
}

/** Readings go to a usable device in the user's scope. */
async function deviceFor(tx: TransactionClient, ctx: ServiceContext, deviceId: number) {
  const device = await tx.envDevice.findUnique({
    where: { id: deviceId },
    select: { enterpriseId: true, usable: true },
  });
  if (!device || !isInScope(ctx.scope, device.enterpriseId)) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { deviceId: ["error.referenceMissing"] },
    });
  }
  if (!device.usable)
    throw new AppError("RULE_VIOLATION", {
      messageKey: "error.deviceDisabled",
      fieldErrors: { deviceId: ["error.deviceDisabled"] },
    });
  return device;
}

export async function createEnvReading(ctx: ServiceContext, input: TEnvReadingFields): Promise<{ id: string }> {
  return prisma.$transaction(async (tx) => {
    const device = await deviceFor(tx, ctx, input.deviceId);
    const row = await tx.envReading.create({
      data: { ...input, enterpriseId: device.enterpriseId },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "env-reading",
      targetId: String(row.id),
    });
    return { id: String(row.id) };
  });
}

export async function updateEnvReading(ctx: ServiceContext, id: bigint, input: TEnvReadingFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.envReading.findUnique({ where: { id }, select: { enterpriseId: true } });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    const device = await deviceFor(tx, ctx, input.deviceId);
    await tx.envReading.update({ where: { id }, data: { ...input, enterpriseId: device.enterpriseId } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "env-reading",
      targetId: String(id),
    });
  });
}

export async function deleteEnvReadings(ctx: ServiceContext, ids: bigint[]): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.envReading.findMany({ where: { id: { in: unique } }, select: { enterpriseId: true } });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    const { count } = await tx.envReading.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "env-reading",
      targetId: unique.join(","),
    });
    return { count };
  });
}

type SeriesRow = {
  at: Date;
  temperature: number | null;
  humidity: number | null;
  soil_moisture: number | null;
  light: number | null;
  co2: number | null;
};

/**
 * The chart's points for one device over a period: raw readings up to 2 days, hourly averages up
 * to 14 days, 6-hourly beyond (at most 31 days), so a chart never carries more than a few hundred
 * points whatever the reading rate.
 */
export async function findEnvSeries(ctx: ServiceContext, input: TFindEnvSeriesInput): Promise<TEnvSeriesOutput> {
  const device = await prisma.envDevice.findUnique({ where: { id: input.deviceId }, select: { enterpriseId: true } });
  if (!device) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, device.enterpriseId);
  const days = (input.to.getTime() - input.from.getTime()) / 86_400_000;
  const bucket = days <= 2 ? "raw" : days <= 14 ? "hour" : "6h";
  const seconds = bucket === "hour" ? 3600 : 21600;
  const rows =
    bucket === "raw"
      ? await prisma.$queryRaw<SeriesRow[]>`
          SELECT recorded_at AS at, temperature::float8 AS temperature, humidity::float8 AS humidity,
                 soil_moisture::float8 AS soil_moisture, light::float8 AS light, co2::float8 AS co2
          FROM env_reading WHERE device_id = ${input.deviceId} AND recorded_at BETWEEN ${input.from} AND ${input.to}
          ORDER BY recorded_at LIMIT 5000`
      : await prisma.$queryRaw<SeriesRow[]>`
          SELECT to_timestamp(floor(extract(epoch FROM recorded_at) / ${seconds}) * ${seconds}) AS at,
                 avg(temperature)::float8 AS temperature, avg(humidity)::float8 AS humidity,
                 avg(soil_moisture)::float8 AS soil_moisture, avg(light)::float8 AS light, avg(co2)::float8 AS co2
          FROM env_reading WHERE device_id = ${input.deviceId} AND recorded_at BETWEEN ${input.from} AND ${input.to}
          GROUP BY 1 ORDER BY 1`;
  return {
    bucket: bucket,
    points: rows.map((row) => ({
      at: row.at,
      temperature: row.temperature,
      humidity: row.humidity,
      soilMoisture: row.soil_moisture,
      light: row.light,
      co2: row.co2,
    })),
  };
}
