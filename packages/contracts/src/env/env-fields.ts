import { z } from "zod";
import { zOptionalText, zRequiredText } from "../common/fields.ts";
import { ZIds, ZPaging, ZTextFilter, zListOutput } from "../common/list.ts";

export const DEVICE_KINDS = ["temperature", "humidity", "soil", "light", "co2", "combined"] as const;

/** A monitoring device on a base or a greenhouse of the enterprise. */
export const ZEnvDeviceFields = z
  .object({
    enterpriseId: z.number().int().positive().nullable(),
    baseId: z.number().int().positive().nullable(),
    houseId: z.number().int().positive().nullable(),
    name: zRequiredText(100, "validation.nameRequired"),
    code: z
      .string({ error: "validation.required" })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,50}$/, "validation.deviceCode"),
    kind: z.enum(DEVICE_KINDS, { error: "validation.required" }),
  })
  .refine((device) => device.baseId !== null || device.houseId !== null, {
    message: "validation.deviceLocation",
    path: ["baseId"],
  });
export type TEnvDeviceFields = z.infer<typeof ZEnvDeviceFields>;

const ZRef = z.object({ id: z.number(), name: z.string() });
export const ZEnvDeviceItem = z.object({
  id: z.number(),
  enterprise: ZRef,
  base: ZRef.nullable(),
  house: ZRef.nullable(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(DEVICE_KINDS),
  usable: z.boolean(),
  createdAt: z.date(),
});
export type TEnvDeviceItem = z.infer<typeof ZEnvDeviceItem>;

export const ZFindEnvDevicesInput = ZPaging.extend({
  name: ZTextFilter,
  code: ZTextFilter,
  kind: z.enum(DEVICE_KINDS).optional(),
  usable: z.boolean().optional(),
  baseId: z.number().int().positive().optional(),
});
export type TFindEnvDevicesInput = z.infer<typeof ZFindEnvDevicesInput>;
export const ZFindEnvDevicesOutput = zListOutput(ZEnvDeviceItem);
export const ZIdInput = z.object({ id: z.number().int().positive() });
export const ZCreatedOutput = z.object({ id: z.number() });
export const ZUpdateEnvDeviceInput = z.object({ id: z.number().int().positive(), data: ZEnvDeviceFields });
export const ZIdsInput = z.object({ ids: ZIds });
export const ZCountOutput = z.object({ count: z.number() });
/** Enable or disable (is-usable) devices or plates. */
export const ZUpdateUsableInput = z.object({ ids: ZIds, usable: z.boolean() });

/** A plate groups devices for display. */
export const ZEnvPlateFields = z.object({
  enterpriseId: z.number().int().positive().nullable(),
  name: zRequiredText(100, "validation.nameRequired"),
  description: zOptionalText(500),
  deviceIds: z.array(z.number().int().positive()).max(200, "validation.tooMany"),
});
export type TEnvPlateFields = z.infer<typeof ZEnvPlateFields>;
export const ZEnvPlateItem = z.object({
  id: z.number(),
  enterprise: ZRef,
  name: z.string(),
  description: z.string().nullable(),
  usable: z.boolean(),
  devices: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), kind: z.enum(DEVICE_KINDS) })),
  createdAt: z.date(),
});
export const ZFindEnvPlatesInput = ZPaging.extend({ name: ZTextFilter, usable: z.boolean().optional() });
export type TFindEnvPlatesInput = z.infer<typeof ZFindEnvPlatesInput>;
export const ZFindEnvPlatesOutput = zListOutput(ZEnvPlateItem);
export const ZUpdateEnvPlateInput = z.object({ id: z.number().int().positive(), data: ZEnvPlateFields });

const ZMeasure = (min: number, max: number) =>
  z.number().min(min, "validation.invalid").max(max, "validation.invalid").nullable();

/** One reading of a device: at least one measure. */
export const ZEnvReadingFields = z
  .object({
    deviceId: z.number({ error: "validation.required" }).int().positive(),
    // A date or its text; never null (coercion would read null as 1970-01-01).
    recordedAt: z
      .union([z.date(), z.string()], { error: "validation.invalid" })
      .pipe(z.coerce.date({ error: "validation.invalid" })),
    temperature: ZMeasure(-60, 80),
    humidity: ZMeasure(0, 100),
    soilMoisture: ZMeasure(0, 100),
    light: ZMeasure(0, 200_000),
    co2: ZMeasure(0, 50_000),
  })
  .refine(
    (reading) =>
      [reading.temperature, reading.humidity, reading.soilMoisture, reading.light, reading.co2].some(
        (value) => value !== null,
      ),
    {
      message: "validation.readingEmpty",
      path: ["temperature"],
    },
  );
export type TEnvReadingFields = z.infer<typeof ZEnvReadingFields>;

export const ZEnvReadingItem = z.object({
  id: z.string(),
  device: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  recordedAt: z.date(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  soilMoisture: z.number().nullable(),
  light: z.number().nullable(),
  co2: z.number().nullable(),
});
export type TEnvReadingItem = z.infer<typeof ZEnvReadingItem>;
export const ZFindEnvReadingsInput = ZPaging.extend({
  deviceId: z.number().int().positive().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});
export type TFindEnvReadingsInput = z.infer<typeof ZFindEnvReadingsInput>;
export const ZFindEnvReadingsOutput = zListOutput(ZEnvReadingItem);
export const ZUpdateEnvReadingInput = z.object({ id: z.string().regex(/^\d+$/), data: ZEnvReadingFields });
export const ZDeleteEnvReadingsInput = z.object({ ids: z.array(z.string().regex(/^\d+$/)).min(1).max(1000) });

/** The line chart: averages per bucket over a chosen period (at most 31 days). */
export const ZFindEnvSeriesInput = z
  .object({ deviceId: z.number().int().positive(), from: z.coerce.date(), to: z.coerce.date() })
  .refine((range) => range.from < range.to && range.to.getTime() - range.from.getTime() <= 31 * 86_400_000, {
    message: "validation.seriesRange",
    path: ["to"],
  });
export type TFindEnvSeriesInput = z.infer<typeof ZFindEnvSeriesInput>;
export const ZEnvSeriesOutput = z.object({
  /** Bucket width: raw readings up to 2 days, hourly up to 14 days, then every 6 hours. */
  bucket: z.enum(["raw", "hour", "6h"]),
  points: z.array(
    z.object({
      at: z.date(),
      temperature: z.number().nullable(),
      humidity: z.number().nullable(),
      soilMoisture: z.number().nullable(),
      light: z.number().nullable(),
      co2: z.number().nullable(),
    }),
  ),
});
export type TEnvSeriesOutput = z.infer<typeof ZEnvSeriesOutput>;
