import { apiAccountResource } from "@suyuan/contracts/api-account/api-account-resource";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { assertApiPassword, isApiPassword, updateApiPassword } from "../../services/api-account/api-password.ts";
import { decryptAesPassword } from "../../services/legacy/aes.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { formBoolean, formNumber, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";
import type { LegacyPublicContext } from "../legacy-route.ts";
import { procedureAccess } from "../procedure-access.ts";

// apiAccount/* as the origin's admin client sends and reads them (origin-operations.md, 7.1): the
// account's appId named setAppId (appId is the caller's own), `disabled` and `admin` flags, and
// the separate password AES-encrypted with the caller's keys. The keys are answered masked (the
// origin answered them in clear). The kit resource apiAccount holds the accounts.

type Row = Record<string, unknown>;

const service = RESOURCE_SERVICES.apiAccount;
const { schemas } = apiAccountResource;

/** An account as the origin's apiAccount/list and get answer it. */
function originAccount(item: Row): Row {
  return {
    id: item.id,
    setAppId: item.appId,
    appKey: item.appKey,
    aesKey: item.aesKey,
    ivKey: item.ivKey,
    disabled: item.enabled === false,
    admin: item.isDefault === true,
    limitSingleDevice: item.limitSingleDevice === true,
  };
}

/** A secret the client encrypted with the calling account's keys (351 when it does not decrypt). */
function decrypted(ctx: LegacyPublicContext, field: string): string {
  const hex = ctx.fields[field];
  if (!hex) throw new AppError("BAD_REQUEST", { fieldErrors: { [field]: ["validation.required"] } });
  const plain = decryptAesPassword(hex, ctx.account.aesKey, ctx.account.ivKey);
  if (plain === null) throw new AppError("AES");
  return plain;
}

export const apiAccountRoutes = [
  legacyRoute({
    paths: ["/apiAccount/list"],
    ...procedureAccess("apiAccount.find"),
    input: schemas.find,
    fromForm: (fields) => ({ ...formPaging(fields), sortBy: "createdAt", sortDir: "asc" }),
    readOnly: true,
    async handle(ctx, input) {
      const page = await service.find(ctx, input as never);
      return { body: page.items.map(originAccount), totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/apiAccount/get"],
    ...procedureAccess("apiAccount.get"),
    input: z.object({ id: z.number().int().min(0) }),
    fromForm: (fields) => ({ id: formNumber(fields.id) ?? 0 }),
    readOnly: true,
    async handle(ctx, input) {
      // id 0: the empty account the origin's add form starts from.
      if (input.id === 0) return { body: { id: 0, disabled: false, admin: false, limitSingleDevice: false } };
      return { body: originAccount(await service.get(ctx, input.id)) };
    },
  }),
  legacyRoute({
    paths: ["/apiAccount/save"],
    ...procedureAccess("apiAccount.create"),
    input: schemas.fields,
    fromForm: (fields) => ({
      appId: fields.setAppId,
      appKey: fields.appKey,
      aesKey: fields.aesKey,
      ivKey: fields.ivKey,
      enabled: !(formBoolean(fields.disabled) === true),
      isDefault: formBoolean(fields.admin) ?? false,
      limitSingleDevice: formBoolean(fields.limitSingleDevice) ?? false,
    }),
    async handle(ctx, input) {
      await assertApiPassword(decrypted(ctx, "apiPwd"));
      const { id } = await service.create(ctx, input);
      return { body: { id: String(id) } };
    },
  }),
  legacyRoute({
    paths: ["/apiAccount/val_pwd"],
    ...procedureAccess("apiAccount.validatePassword"),
    readOnly: true,
    async handle(ctx) {
      return { body: { result: await isApiPassword(decrypted(ctx, "password")) } };
    },
  }),
  legacyRoute({
    paths: ["/apiAccount/pwd_update"],
    ...procedureAccess("apiAccount.updatePassword"),
    async handle(ctx) {
      const newPassword = decrypted(ctx, "newPWD");
      if (newPassword.length < 6 || newPassword.length > 100)
        throw new AppError("BAD_REQUEST", { fieldErrors: { newPWD: ["validation.apiPasswordShort"] } });
      const oldPassword = ctx.fields.oldPWD ? decrypted(ctx, "oldPWD") : "";
      await updateApiPassword(ctx, { oldPassword, newPassword });
      return { body: "" };
    },
  }),
];
