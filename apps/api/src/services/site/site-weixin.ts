import type { TSiteWeixinFields, TSiteWeixinItem } from "@suyuan/contracts/weixin/weixin";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

// A site's WeChat official account (the origin's site attrs wxAppkey/wxAppSecret). The secret is
// kept as typed, like the other credentials an administrator types (object-storage keys, the
// statistics token): the product has no encryption of stored secrets. It is never answered, never
// logged, and a save that leaves it blank keeps it.

/** The account as the settings page shows it: the AppID and whether a secret is stored. */
export async function getSiteWeixin(siteId: number): Promise<TSiteWeixinItem> {
  const row = await prisma.siteWeixin.findUnique({ where: { siteId } });
  return { siteId, appId: row?.appId ?? null, appSecretSet: Boolean(row?.appSecret) };
}

/** The account's credentials, for sending (services only; never answered). Null when not set. */
export async function siteWeixinCredentials(siteId: number): Promise<{ appId: string; appSecret: string } | null> {
  const row = await prisma.siteWeixin.findUnique({ where: { siteId } });
  return row && row.appId && row.appSecret ? { appId: row.appId, appSecret: row.appSecret } : null;
}

/**
 * Saves the account: a blank AppID removes it; a new AppID needs the secret with it; a blank
 * secret keeps the stored one. Written to the operation log with the AppID and whether the
 * secret changed, never the secret.
 */
export async function updateSiteWeixin(ctx: ServiceContext, siteId: number, data: TSiteWeixinFields) {
  return prisma.$transaction(async (tx) => {
    const before = await tx.siteWeixin.findUnique({ where: { siteId } });
    if (data.appId === null) {
      if (before) await tx.siteWeixin.delete({ where: { siteId } });
    } else {
      const appSecret = data.appSecret || before?.appSecret;
      if (!appSecret)
        throw new AppError("BAD_REQUEST", {
          messageKey: "weixin.secretRequired",
          fieldErrors: { appSecret: ["weixin.secretRequired"] },
        });
      const values = { appId: data.appId, appSecret };
      await tx.siteWeixin.upsert({ where: { siteId }, create: { siteId, ...values }, update: values });
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update-weixin",
      resource: "site",
      targetId: siteId,
      detail: {
        appId: { before: before?.appId ?? null, after: data.appId },
        secretChanged: data.appId !== null && data.appSecret !== "" && data.appSecret !== before?.appSecret,
      },
    });
    return { ok: true as const };
  });
}
