import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { API_INFO_KEYS } from "./api-account-keys.ts";

/**
 * API interfaces (接口管理): legacy paths whose calls are counted per account and day, refused
 * once an account reaches the daily limit (0: no limit) or while the interface is disabled.
 */
export const apiInfoResource = defineResource({
  name: "apiInfo",
  model: "apiInfo",
  legacy: ["info"],
  label: { zh: "接口", en: "API interface" },
  titleField: "name",
  scope: "none",
  keys: API_INFO_KEYS,
  fields: {
    name: field.text({ zh: "接口名称", en: "Name" }, { required: true, max: 100 }),
    url: field.text({ zh: "接口地址", en: "Path" }, { required: true, max: 255 }),
    code: field.text({ zh: "接口代码", en: "Code" }, { required: true, max: 50 }),
    disabled: field.boolean({ zh: "停用", en: "Disabled" }),
    limitCallDay: field.integer(
      { zh: "每日调用上限（0 为不限）", en: "Daily limit (0: none)" },
      { required: true, min: 0, max: 100_000_000, default: 0 },
    ),
  },
  extraItem: {
    callDayCount: z.number(),
    callTotalCount: z.number(),
  },
  filters: { name: filter.contains("name"), url: filter.contains("url") },
  sortKeys: ["name", "url", "createdAt"],
  defaultSort: { by: "createdAt", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "url", sortable: true },
    { key: "code" },
    { key: "disabled" },
    { key: "limitCallDay" },
    { key: "callDayCount", label: { zh: "今日调用", en: "Calls today" } },
    { key: "callTotalCount", label: { zh: "累计调用", en: "Calls in total" } },
  ],
  routes: { list: "/info/list", create: "/info/save", update: "/info/update" },
  menu: { group: "system", titles: { list: { zh: "接口管理", en: "API interfaces" } } },
  hint: {
    zh: "接口地址为调用时的完整路径，如 /api/admin/content/list。调用次数按账户、按北京时间的日计数。",
    en: "The path as called, such as /api/admin/content/list. Calls are counted per account and China's day.",
  },
});
