import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZId, ZIdList, ZStoredDateTime, ZTextFilter, zOptionalText, zString, zText } from "../kit/primitives.ts";

// Sites (站点管理) and a site's settings. Field names are the origin's (`siteName`, `shortName`,
// `domain`, `accessPath`, `masterSite`), so the legacy /api/admin/site/* forms and the typed
// procedures take the same input.

const SITE_LANGUAGES = ["zh_CN", "en_US"] as const;
const SITE_STATUSES = ["open", "closed"] as const;

const HOST =
  /^(?=.{1,253}(:|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

/** A host name as a site answers on it: lower case, optionally with a port; blank is none. */
const ZOptionalDomain = zString()
  .trim()
  .toLowerCase()
  .max(260, "validation.tooLong")
  .refine((value) => value === "" || HOST.test(value), "validation.domain")
  .nullish()
  .transform((value) => (value ? value : null));

/** Domain aliases: a list, or (legacy form) comma- or line-separated text. */
const ZDomainAliases = z
  .union([z.array(z.unknown()), zString()])
  // Blank parts (an empty text, a trailing comma) are no aliases.
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/[\s,，]+/))
      .map((part) => (typeof part === "string" ? part.trim().toLowerCase() : part))
      .filter((part) => part !== ""),
  )
  .pipe(
    z
      .array(zString().refine((value) => HOST.test(value), "validation.domain"))
      .max(20, "validation.tooMany")
      .transform((values) => [...new Set(values.filter((value) => value !== ""))]),
  );

/**
 * Segments under /site/ that are the admin app's own pages: a site reached at /site/<accessPath>/
 * may not take them (its public pages would hide the page).
 */
const RESERVED_ACCESS_PATHS: readonly string[] = ["list", "save", "update", "config"];

/** The path segment that reaches a site (/site/<accessPath>/) on any host; blank is none. */
const ZOptionalAccessPath = zString()
  .trim()
  .toLowerCase()
  .refine((value) => value === "" || /^[a-z0-9][a-z0-9_-]{0,49}$/.test(value), "validation.accessPath")
  .refine((value) => !RESERVED_ACCESS_PATHS.includes(value), "validation.accessPathReserved")
  .nullish()
  .transform((value) => (value ? value : null));

/** The editable fields of a site (site/save, site/update, site_config/base_update). */
export const ZSiteFields = z.object({
  siteName: z.string({ error: "validation.siteNameRequired" }).pipe(zText(100, "validation.siteNameRequired")),
  shortName: zOptionalText(50),
  domain: ZOptionalDomain,
  domainAliases: ZDomainAliases.optional().transform((value) => value ?? []),
  accessPath: ZOptionalAccessPath,
  language: z.enum(SITE_LANGUAGES, { error: "validation.choose" }).default("zh_CN"),
  tplSolution: zString()
    .trim()
    .refine((value) => value === "" || /^[A-Za-z0-9_-]{1,50}$/.test(value), "validation.tplSolution")
    .optional()
    .transform((value) => value || "default"),
  staticIndex: z.boolean().default(false),
  staticDir: zString()
    .trim()
    .refine((value) => value === "" || /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(value), "validation.staticDir")
    .pipe(z.string().max(100, "validation.tooLong"))
    .nullish()
    .transform((value) => (value ? value : null)),
  pageSuffix: zString()
    .trim()
    .refine((value) => value === "" || /^\.[A-Za-z0-9]{1,10}$/.test(value), "validation.pageSuffix")
    .optional()
    .transform((value) => value || ".html"),
  status: z.enum(SITE_STATUSES, { error: "validation.choose" }).default("open"),
});
export type TSiteFields = z.output<typeof ZSiteFields>;

/** A new site; `masterSite` moves the master flag to it. */
export const ZSaveSiteInput = ZSiteFields.extend({ masterSite: z.boolean().default(false) });
export type TSaveSiteInput = z.output<typeof ZSaveSiteInput>;

export const ZUpdateSiteInput = ZSaveSiteInput.extend({ id: ZId });
export type TUpdateSiteInput = z.output<typeof ZUpdateSiteInput>;

export const ZSiteItem = z.object({
  id: z.number(),
  siteName: z.string(),
  shortName: z.string().nullable(),
  domain: z.string().nullable(),
  domainAliases: z.array(z.string()),
  accessPath: z.string().nullable(),
  masterSite: z.boolean(),
  language: z.string(),
  tplSolution: z.string(),
  staticIndex: z.boolean(),
  staticDir: z.string().nullable(),
  pageSuffix: z.string(),
  status: z.enum(SITE_STATUSES),
  createdAt: ZStoredDateTime,
  updatedAt: ZStoredDateTime,
});
export type TSiteItem = z.output<typeof ZSiteItem>;

export const ZFindSitesInput = ZPaging.extend({
  siteName: ZTextFilter,
  status: z.enum(SITE_STATUSES).optional(),
});
export type TFindSitesInput = z.output<typeof ZFindSitesInput>;
export const ZFindSitesOutput = zListOutput(ZSiteItem);

export const ZSiteIdInput = z.object({ id: ZId });
export const ZDeleteSitesInput = z.object({ ids: ZIdList });
export const ZDeleteSitesOutput = z.object({ deleted: z.number() });

/**
 * The site tree (spec section 7: `root`, optionally `all`): the master site at the root, the other
 * sites under it. `all` lists every site, not only the caller's.
 */
export const ZSiteTreeInput = z.object({
  root: ZId.nullish().transform((value) => value ?? null),
  all: z.boolean().default(false),
});
const ZSiteTreeNode = z.object({
  id: z.number(),
  name: z.string(),
  masterSite: z.boolean(),
  childCount: z.number(),
});
export const ZSiteTreeOutput = z.array(ZSiteTreeNode);

/** `check_*` answer `{ result }`: true when the value is free (or the flag may be set without moving it). */
export const ZCheckResult = z.object({ result: z.boolean() });
export const ZCheckMasterInput = z.object({ id: ZId.nullish().transform((value) => value ?? null) });
export const ZCheckDomainInput = z.object({
  id: ZId.nullish().transform((value) => value ?? null),
  domain: ZOptionalDomain,
});
export const ZCheckAccessPathInput = z.object({
  id: ZId.nullish().transform((value) => value ?? null),
  accessPath: ZOptionalAccessPath,
});

/** A site's organisation info (site_config/company_*). */
export const ZSiteCompanyFields = z.object({
  name: zOptionalText(100),
  address: zOptionalText(200),
  phone: zOptionalText(50),
  contact: zOptionalText(50),
  icp: zOptionalText(50),
  description: zOptionalText(2000),
});
export type TSiteCompanyFields = z.output<typeof ZSiteCompanyFields>;
export const ZSiteCompanyItem = ZSiteCompanyFields.extend({ siteId: z.number() });

export const ZSiteOkOutput = z.object({ ok: z.literal(true) });
