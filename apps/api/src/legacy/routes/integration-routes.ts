import { ossResource } from "@suyuan/contracts/oss/oss-resource";
import { statAccountResource } from "@suyuan/contracts/stat-account/stat-account-resource";
import { webhookAuthResource } from "@suyuan/contracts/webhook/webhook-auth-resource";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { decryptAesPassword } from "../../services/legacy/aes.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { statAccountIdOfSite, statAccountIdsOfSites } from "../../services/traffic/stat-accounts.ts";
import { formBoolean, formIds, formNumber } from "../form-values.ts";
import { legacyRoute, type LegacyAuthedContext, type LegacyPublicContext } from "../legacy-route.ts";
import { procedureAccess } from "../procedure-access.ts";

// The origin's object-storage accounts (oss/save, oss/update), the sites' Baidu Tongji accounts
// (stat/*) and the web services' receiver credentials (webservice/auth_save, auth_update) where
// their forms differ from the kit procedures': secrets AES-encrypted with the caller's keys, a
// statistics account named by its site's id, `enable` for enabled (origin-operations.md 8.2, 9).
// The secrets are answered masked (the origin answered them in clear).

type Row = Record<string, unknown>;
type Fields = Record<string, string | undefined>;

/** A secret the client encrypted with the calling account's keys (351 when it does not decrypt); blank: none. */
function decrypted(ctx: LegacyPublicContext, field: string): string | undefined {
  const hex = ctx.fields[field]?.trim();
  if (!hex) return undefined;
  const plain = decryptAesPassword(hex, ctx.account.aesKey, ctx.account.ivKey);
  if (plain === null) throw new AppError("AES");
  return plain;
}

// ---------------------------------------------------------------------------------------------
// oss/save, oss/update (oss/list, get and delete are the kit's)

const oss = RESOURCE_SERVICES.oss;

function ossFields(fields: Fields) {
  return {
    name: fields.name,
    ossType: fields.ossType,
    bucketName: fields.bucketName,
    ossAppId: fields.ossAppId,
    bucketArea: fields.bucketArea,
    endPoint: fields.endPoint,
    accessDomain: fields.accessDomain,
  };
}

const ossRoutes = [
  legacyRoute({
    paths: ["/oss/save"],
    ...procedureAccess("oss.create"),
    input: ossResource.schemas.fields,
    fromForm: ossFields,
    async handle(ctx, input) {
      const secrets = { secretId: decrypted(ctx, "secretId"), appKey: decrypted(ctx, "appKey") };
      const { id } = await oss.create(ctx, { ...input, ...secrets });
      return { body: { id: String(id) } };
    },
  }),
  legacyRoute({
    paths: ["/oss/update"],
    ...procedureAccess("oss.update"),
    input: ossResource.schemas.update,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: ossFields(fields) }),
    async handle(ctx, input) {
      const secrets = { secretId: decrypted(ctx, "secretId"), appKey: decrypted(ctx, "appKey") };
      await oss.update(ctx, input.id, { ...input.data, ...secrets });
      return { body: { id: String(input.id) } };
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// stat/*: one account per site, named by the site's id

const stat = RESOURCE_SERVICES.statAccount;

/** An account as the origin's stat/list answers it: `id` is its site's. */
function originStat(item: Row): Row {
  return {
    id: item.siteId,
    siteName: item.siteName,
    userName: item.userName,
    password: item.password,
    tjSiteId: item.tjSiteId,
    tjToken: item.tjToken,
  };
}

const ZSiteId = z.object({ siteId: z.number().int().positive().optional() });
const ZStatSave = statAccountResource.schemas.fields;

function statFields(ctx: LegacyPublicContext, fields: Fields) {
  return {
    siteId: formNumber(fields.siteId ?? fields.id),
    siteName: fields.siteName,
    userName: fields.userName,
    password: fields.password,
    // The origin's client sends these two AES-encrypted.
    tjToken: decrypted(ctx, "tjToken"),
    tjSiteId: decrypted(ctx, "tjSiteId"),
  };
}

/** stat/save and stat/update: the site's account created, or changed when it has one. */
async function saveStat(ctx: LegacyAuthedContext, fields: Fields) {
  const parsed = ZStatSave.safeParse(statFields(ctx, fields));
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const input = parsed.data;
  const existing = await statAccountIdOfSite(input.siteId);
  if (existing === null) await stat.create(ctx, input);
  else await stat.update(ctx, existing, input);
  return { body: { id: String(input.siteId) } };
}

async function statItems(ctx: LegacyAuthedContext, siteId: number | undefined) {
  const page = await stat.find(ctx, { page: 1, pageSize: 100, sortBy: "createdAt", sortDir: "asc" });
  const items = page.items as Row[];
  return items.filter((item) => siteId === undefined || item.siteId === siteId).map(originStat);
}

const statRoutes = [
  legacyRoute({
    paths: ["/stat/list"],
    ...procedureAccess("statAccount.find"),
    input: ZSiteId,
    fromForm: (fields) => ({ siteId: formNumber(fields.siteId) }),
    readOnly: true,
    async handle(ctx, input) {
      return { body: await statItems(ctx, input.siteId) };
    },
  }),
  legacyRoute({
    paths: ["/stat/get"],
    ...procedureAccess("statAccount.get"),
    input: z.object({ id: z.number().int().min(0) }),
    fromForm: (fields) => ({ id: formNumber(fields.id ?? fields.siteId) ?? 0 }),
    readOnly: true,
    async handle(ctx, input) {
      // id 0: the empty account an add form starts from.
      if (input.id === 0) return { body: { id: 0 } };
      const [item] = await statItems(ctx, input.id);
      if (!item) throw new AppError("NOT_FOUND");
      return { body: item };
    },
  }),
  legacyRoute({
    paths: ["/stat/save"],
    ...procedureAccess("statAccount.create"),
    handle: (ctx) => saveStat(ctx, ctx.fields),
  }),
  legacyRoute({
    paths: ["/stat/update"],
    ...procedureAccess("statAccount.update"),
    handle: (ctx) => saveStat(ctx, ctx.fields),
  }),
  legacyRoute({
    paths: ["/stat/delete"],
    ...procedureAccess("statAccount.delete"),
    input: statAccountResource.schemas.delete,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      const ids = await statAccountIdsOfSites(input.ids);
      const { deleted } = ids.length > 0 ? await stat.delete(ctx, ids) : { deleted: 0 };
      return { body: { count: String(deleted) } };
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// webservice/auth_save, auth_update (auth_list, get and delete are procedures of their own)

const auth = RESOURCE_SERVICES.webhookAuth;

function authFields(fields: Fields) {
  const enable = formBoolean(fields.enable ?? fields.enabled);
  return {
    system: fields.system,
    username: fields.username,
    password: fields.password,
    ...(enable === undefined ? {} : { enabled: enable }),
  };
}

const authRoutes = [
  legacyRoute({
    paths: ["/webservice/auth_save"],
    ...procedureAccess("webhookAuth.create"),
    input: webhookAuthResource.schemas.fields,
    fromForm: authFields,
    async handle(ctx, input) {
      return { body: await auth.create(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/webservice/auth_update"],
    ...procedureAccess("webhookAuth.update"),
    input: webhookAuthResource.schemas.update,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: authFields(fields) }),
    async handle(ctx, input) {
      await auth.update(ctx, input.id, input.data);
      return { body: { id: input.id } };
    },
  }),
];

export const integrationRoutes = [...ossRoutes, ...statRoutes, ...authRoutes];
