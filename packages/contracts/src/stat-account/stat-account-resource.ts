import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zOptionalText } from "../kit/primitives.ts";
import { STAT_ACCOUNT_KEYS } from "./stat-account-keys.ts";

/** A credential typed in the form: never shown back (blank on edit keeps the stored one). */
const secret = (label: { zh: string; en: string }) => ({
  ...withInput(field.text(label, { max: 255 }), zOptionalText(255)),
  widget: { kind: "password" as const },
  hint: { zh: "编辑时留空则保留原值", en: "Leave blank when editing to keep the stored value" },
});

/**
 * The sites' Baidu Tongji accounts (统计账户, the origin's `stat/*`): at most one per site, the
 * account's user name and password, the Tongji API token and site id. The password and token are
 * required on create, kept when an edit leaves them blank, and answered masked only. The traffic
 * statistics themselves are collected by the product (docs/traffic-statistics.md).
 */
export const statAccountResource = defineResource({
  name: "statAccount",
  model: "statAccount",
  legacy: [],
  label: { zh: "统计账户", en: "Statistics account" },
  titleField: "siteName",
  scope: "none",
  keys: {
    list: STAT_ACCOUNT_KEYS.list,
    create: STAT_ACCOUNT_KEYS.create,
    update: STAT_ACCOUNT_KEYS.update,
    delete: STAT_ACCOUNT_KEYS.delete,
  },
  fields: {
    siteId: field.lookup({ zh: "站点", en: "Site" }, { source: "site", relation: "site", required: true }),
    siteName: field.text({ zh: "统计站点名称", en: "Site name at Tongji" }, { required: true, max: 255 }),
    userName: field.text({ zh: "百度统计用户名", en: "Tongji user name" }, { required: true, max: 255 }),
    password: secret({ zh: "百度统计密码", en: "Tongji password" }),
    tjToken: secret({ zh: "统计 API Token", en: "Tongji API token" }),
    tjSiteId: field.text({ zh: "统计站点 ID", en: "Tongji site id" }, { required: true, max: 255 }),
  },
  filters: { siteName: filter.contains("siteName") },
  sortKeys: ["siteName", "createdAt"],
  defaultSort: { by: "createdAt", dir: "asc" },
  columns: [
    { key: "siteId" },
    { key: "siteName", sortable: true },
    { key: "userName" },
    { key: "tjSiteId" },
    { key: "tjToken" },
  ],
  routes: { list: "/stat/list", create: "/stat/save", update: "/stat/update" },
  menu: { group: "system", titles: { list: { zh: "统计账户", en: "Statistics accounts" } } },
  hint: {
    zh: "每个站点一个百度统计账户；密码与 Token 只显示掩码，编辑时留空则保留原值。",
    en: "One Baidu Tongji account per site; the password and token are shown masked, and kept when left blank on edit.",
  },
});
