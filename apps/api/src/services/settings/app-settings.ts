import type { DbClient, Prisma } from "@suyuan/db/client";
import type { z } from "zod";

// Settings of the whole installation (not of one site): one `app_setting` row per setting, its
// value JSON checked by the setting's own schema. A row that is missing or no longer matches the
// schema reads as the defaults, so a setting never fails the page or process that reads it.

export type AppSettingDef<T> = { key: string; schema: z.ZodType<T>; defaults: T };

export function defineAppSetting<T>(def: AppSettingDef<T>): AppSettingDef<T> {
  return def;
}

/** The setting's value (its defaults where nothing valid is stored). */
export async function readAppSetting<T>(db: DbClient, def: AppSettingDef<T>): Promise<T> {
  const row = await db.appSetting.findUnique({ where: { key: def.key }, select: { value: true } });
  if (!row) return def.defaults;
  const parsed = def.schema.safeParse({ ...(def.defaults as object), ...(row.value as object) });
  return parsed.success ? parsed.data : def.defaults;
}

/** Stores the value; call within the transaction that writes its operation-log entry. */
export async function writeAppSetting<T>(db: DbClient, def: AppSettingDef<T>, value: T): Promise<void> {
  const json = value as Prisma.InputJsonValue;
  await db.appSetting.upsert({
    where: { key: def.key },
    create: { key: def.key, value: json },
    update: { value: json },
  });
}
