import { z } from "zod";
import { ZBigId, ZDateTime, ZId, ZStoredDateTime } from "../kit/primitives.ts";
import { ZPaging, zListOutput } from "../common/list.ts";

// Readings stay beside the kit: a time series with bigint ids (strings on the wire) and no
// update time; devices and plates are kit resources (env-device-resource.ts, env-plate-resource.ts).

export const ZCountOutput = z.object({ count: z.number() });

const ZMeasure = (min: number, max: number) =>
  z.number().min(min, "validation.invalid").max(max, "validation.invalid").nullable();

/** One reading of a device: at least one measure. */
export const ZEnvReadingFields = z
  .object({
    deviceId: ZId,
    // A Date or a documented text form, strictly (a stored year 99999 once broke every list).
    recordedAt: ZDateTime,
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

const ZEnvReadingItem = z.object({
  id: z.string(),
  device: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  recordedAt: ZStoredDateTime,
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  soilMoisture: z.number().nullable(),
  light: z.number().nullable(),
  co2: z.number().nullable(),
});
export type TEnvReadingItem = z.infer<typeof ZEnvReadingItem>;
export const ZFindEnvReadingsInput = ZPaging.extend({
  deviceId: ZId.optional(),
  /** Moments (a Date, or "yyyy-MM-dd HH:mm[:ss]" China time, or ISO 8601 with a zone). */
  from: ZDateTime.optional(),
  to: ZDateTime.optional(),
});
export type TFindEnvReadingsInput = z.infer<typeof ZFindEnvReadingsInput>;
export const ZFindEnvReadingsOutput = zListOutput(ZEnvReadingItem);
export const ZUpdateEnvReadingInput = z.object({ id: ZBigId, data: ZEnvReadingFields });
export const ZDeleteEnvReadingsInput = z.object({
  ids: z.array(ZBigId).min(1, "validation.required").max(1000, "validation.tooMany"),
});

/** The line chart: averages per bucket over a chosen period (at most 31 days). */
export const ZFindEnvSeriesInput = z
  .object({ deviceId: ZId, from: ZDateTime, to: ZDateTime })
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
      at: ZStoredDateTime,
      temperature: z.number().nullable(),
      humidity: z.number().nullable(),
      soilMoisture: z.number().nullable(),
      light: z.number().nullable(),
      co2: z.number().nullable(),
    }),
  ),
});
export type TEnvSeriesOutput = z.infer<typeof ZEnvSeriesOutput>;
