import { prisma } from "@suyuan/db/client";
import type { Prisma } from "@suyuan/db/client";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { readAppSetting, writeAppSetting, type AppSettingDef } from "./app-settings.ts";

// A group of settings saved as one (login, firewall, system, …): read, changed and written in one
// transaction with its operation-log entry carrying the old and the new values, secrets masked.

export type SettingGroup<T> = {
  setting: AppSettingDef<T>;
  /** The operation log's resource name. */
  resource: string;
  /** Fields whose values are never answered nor logged. */
  secrets: readonly (keyof T & string)[];
};

const MASK = "******";

/** The value for the log: each secret that is set shows as a mask, an empty one stays empty. */
export function maskSecrets<T>(group: SettingGroup<T>, value: T): Prisma.InputJsonValue {
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of group.secrets) if (copy[key]) copy[key] = MASK;
  return copy as Prisma.InputJsonValue;
}

/** A secret as sent: blank keeps the stored one, anything else replaces it. */
export function keptSecret(sent: string | undefined, stored: string): string {
  return sent === undefined || sent === "" ? stored : sent;
}

export function readSettingGroup<T>(group: SettingGroup<T>): Promise<T> {
  return readAppSetting(prisma, group.setting);
}

/**
 * Applies `change` to the stored value and saves it with its operation-log entry. `check` may
 * refuse the new value (it throws) before anything is written.
 */
export async function updateSettingGroup<T>(
  ctx: ServiceContext,
  group: SettingGroup<T>,
  change: (old: T) => T,
  check?: (next: T) => void,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const old = await readAppSetting(tx, group.setting);
    const next = group.setting.schema.parse(change(old));
    check?.(next);
    await writeAppSetting(tx, group.setting, next);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: group.resource,
      detail: { old: maskSecrets(group, old), new: maskSecrets(group, next) },
    });
    return next;
  });
}
