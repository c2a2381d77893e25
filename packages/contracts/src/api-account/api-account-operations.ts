import { z } from "zod";
import { ZIds, ZPaging, ZTextFilter, zListOutput } from "../common/list.ts";
import { ZId, zString } from "../kit/primitives.ts";

/** The separate API-account password as typed (never stored in clear). */
const ZApiPassword = zString("validation.required").min(1, "validation.required").max(100, "validation.tooLong");

/** apiAccount.validatePassword (val_pwd): whether the password is the API-account password. */
export const ZValidateApiPasswordInput = z.object({ password: ZApiPassword });
export const ZValidateApiPasswordOutput = z.object({ result: z.boolean() });

/** apiAccount.updatePassword (pwd_update): the old password (ignored while none is set) and the new one. */
export const ZUpdateApiPasswordInput = z.object({
  oldPassword: zString().max(100, "validation.tooLong").default(""),
  newPassword: zString("validation.required").min(6, "validation.apiPasswordShort").max(100, "validation.tooLong"),
});

/** apiAccount.secrets / webhook.secret: show an account's keys, or replace them, after the password. */
export const ZSecretsInput = z.object({
  id: ZId,
  password: ZApiPassword,
  regenerate: z.boolean().default(false),
});
export const ZApiAccountSecrets = z.object({ appKey: z.string(), aesKey: z.string(), ivKey: z.string() });
export const ZWebhookSecret = z.object({ secret: z.string() });

/** apiRecord.find: legacy calls, newest first, by account or path. */
export const ZApiRecordFind = ZPaging.extend({ appId: ZTextFilter, path: ZTextFilter });
const ZApiRecord = z.object({
  id: z.number(),
  appId: z.string(),
  path: z.string(),
  at: z.date(),
  ip: z.string().nullable(),
  code: z.string(),
});
export const ZApiRecordList = zListOutput(ZApiRecord);

/** Deletes call records or deliveries by id. */
export const ZRecordIds = z.object({ ids: ZIds });
export const ZRecordCount = z.object({ count: z.number() });

/** webhook.deliveries: deliveries, newest first, of one endpoint or all. */
export const ZWebhookDeliveryFind = ZPaging.extend({ webhookId: ZId.optional(), status: ZTextFilter });
const ZWebhookDelivery = z.object({
  id: z.number(),
  webhookId: z.number(),
  webhookName: z.string(),
  event: z.string(),
  status: z.string(),
  attempts: z.number(),
  responseCode: z.number().nullable(),
  response: z.string().nullable(),
  createdAt: z.date(),
  deliveredAt: z.date().nullable(),
});
export const ZWebhookDeliveryList = zListOutput(ZWebhookDelivery);
