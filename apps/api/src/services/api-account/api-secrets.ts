import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { randomAlphanumeric } from "../../lib/random.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { assertApiPassword } from "./api-password.ts";
import { newAccountKeys } from "./api-account-hooks.ts";

type SecretsInput = { id: number; password: string; regenerate: boolean };

/**
 * An API account's keys in clear, after the separate password; with `regenerate`, new keys
 * replace them first (calls signed with the old key are refused from then on, in every process:
 * the account cache follows change notices). Both are written to the operation log, never the keys.
 */
export async function apiAccountSecrets(ctx: ServiceContext, input: SecretsInput) {
  await assertApiPassword(input.password);
  return prisma.$transaction(async (tx) => {
    const account = await tx.apiAccount.findUnique({ where: { id: input.id } });
    if (!account) throw new AppError("NOT_FOUND");
    const keys = input.regenerate
      ? await tx.apiAccount.update({ where: { id: input.id }, data: newAccountKeys() })
      : account;
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.regenerate ? "regenerate-keys" : "reveal-keys",
      resource: "apiAccount",
      targetId: input.id,
      detail: { appId: account.appId },
    });
    return { appKey: keys.appKey, aesKey: keys.aesKey, ivKey: keys.ivKey };
  });
}

/** A web service's signing secret in clear, after the separate password; with `regenerate`, a new one first. */
export async function webhookSecret(ctx: ServiceContext, input: SecretsInput) {
  await assertApiPassword(input.password);
  return prisma.$transaction(async (tx) => {
    const hook = await tx.webhook.findUnique({ where: { id: input.id } });
    if (!hook) throw new AppError("NOT_FOUND");
    const secret = input.regenerate
      ? (await tx.webhook.update({ where: { id: input.id }, data: { secret: newWebhookSecret() } })).secret
      : hook.secret;
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.regenerate ? "regenerate-secret" : "reveal-secret",
      resource: "webhook",
      targetId: input.id,
      detail: { name: hook.name },
    });
    return { secret };
  });
}

export function newWebhookSecret(): string {
  return `whsec_${randomAlphanumeric(32)}`;
}
