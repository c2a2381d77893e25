import { z } from "zod";
import { ZStrongPassword } from "../common/account.ts";
import { ZIds, ZPaging, zListOutput } from "../common/list.ts";
import { ZId, zInt, zString, ZTextFilter } from "../kit/primitives.ts";
import { ZUsername } from "./user-resource.ts";

// The origin's administrator paths (admin/global_* across sites, admin/local_* of the current
// site, admin/val_rank) on the product's users, with the origin's parameter and answer names.

/** An administrator as the origin's admin lists and gets answer it (blank text as ""). */
export const ZOriginAdmin = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  realname: z.string(),
  mobile: z.string(),
  /** yyyy-MM-dd HH:mm:ss (China time). */
  registerTime: z.string(),
  lastLoginTime: z.string(),
  disabled: z.boolean(),
  rank: z.number(),
  selfAdmin: z.boolean(),
  /** The department and its parents, from the top of the tree down. */
  departmentIds: z.array(z.number()),
  departmentNames: z.array(z.string()),
  roleIds: z.array(z.number()),
  roleNames: z.array(z.string()),
  sites: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TOriginAdmin = z.infer<typeof ZOriginAdmin>;

/** admin/global_list and admin/local_list: the origin's filters; `queryStatu` 0 enabled, 1 disabled. */
export const ZAdminListInput = ZPaging.extend({
  queryUsername: ZTextFilter,
  queryEmail: ZTextFilter,
  queryRealName: ZTextFilter,
  queryStatu: zInt(0, 2).optional(),
  queryDepartId: ZId.optional(),
  queryRoleId: ZId.optional(),
});
export type TAdminListInput = z.infer<typeof ZAdminListInput>;
export const ZAdminListOutput = zListOutput(ZOriginAdmin);

export const ZAdminGetInput = z.object({ id: ZId });

/** local_all: every administrator of the current site, any rank. */
export const ZAdminNamesOutput = z.array(z.object({ id: z.number(), username: z.string() }));

/**
 * global_save's `source`: JSON text of the sites the administrator works in, each
 * `{"siteIds": <id>, "steps": <int>, "allChannels": <bool>, "allControlChannels": <bool>}`.
 */
const ZAdminSources = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  // Parsed twice on the legacy path (by the adapter, then the procedure): the ids stay objects.
  z
    .array(z.object({ siteIds: ZId }).loose(), { error: "validation.invalid" })
    .min(1, "validation.atLeastOneSite")
    .max(1000, "validation.tooMany"),
);

/** The site ids a `source` names, once each. */
export const sourceSiteIds = (source: readonly { siteIds: number }[]) => [...new Set(source.map((row) => row.siteIds))];

/** An optional number where 0 says "none" (the origin's blank department). */
const ZOptionalRef = zInt(0).optional();

const adminProfile = {
  email: zString().trim().max(100, "validation.tooLong").optional(),
  realname: zString().trim().max(50, "validation.tooLong").optional(),
  mobile: zString().trim().max(20, "validation.tooLong").optional(),
  departmentId: ZOptionalRef,
  roleIds: z.array(ZId).max(1000, "validation.tooMany").optional(),
};

/** admin/global_save (with `source`) and admin/local_save (the current site). */
export const ZAdminSaveInput = z.object({
  username: ZUsername,
  password: ZStrongPassword,
  rank: zInt(0, 999_999),
  selfAdmin: z.boolean().default(false),
  ...adminProfile,
  source: ZAdminSources.optional(),
});
export type TAdminSaveInput = z.infer<typeof ZAdminSaveInput>;

/**
 * admin/global_update and admin/local_update: what is sent changes, what is left out stays as it
 * was (roles, sites and department included); a blank password keeps the password.
 */
export const ZAdminUpdateInput = z.object({
  id: ZId,
  rank: zInt(0, 999_999).optional(),
  selfAdmin: z.boolean().optional(),
  ...adminProfile,
  password: z.union([z.literal(""), ZStrongPassword]).optional(),
  source: ZAdminSources.optional(),
});
export type TAdminUpdateInput = z.infer<typeof ZAdminUpdateInput>;

export const ZAdminSavedOutput = z.object({ id: z.number() });
export const ZAdminDeleteInput = z.object({ ids: ZIds });
/** Whether the caller deleted themselves (never: an administrator cannot). */
export const ZAdminDeletedOutput = z.object({ currentUser: z.boolean() });

/** admin/val_rank: whether the caller may give `rank` (and manage administrator `id`). */
export const ZValRankInput = z.object({ rank: zInt(0, 999_999), id: ZId.optional() });
export const ZValRankOutput = z.object({ result: z.boolean() });
