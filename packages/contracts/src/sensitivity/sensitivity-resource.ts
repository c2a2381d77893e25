import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { SENSITIVITY_KEYS } from "./sensitivity-keys.ts";

/**
 * Sensitive words (敏感词): each `search` found in a comment or guestbook post is replaced by its
 * `replacement` as the post is saved (services/audience/sensitive-words.ts). Shared by every site,
 * as in the origin; a word is listed once (cms_sensitivity_search_key).
 */
export const sensitivityResource = defineResource({
  name: "sensitivity",
  model: "cmsSensitivity",
  legacy: ["sensitivity"],
  label: { zh: "敏感词", en: "Sensitive word" },
  titleField: "search",
  scope: "none",
  keys: {
    list: SENSITIVITY_KEYS.list,
    create: SENSITIVITY_KEYS.create,
    update: SENSITIVITY_KEYS.update,
    delete: SENSITIVITY_KEYS.delete,
  },
  fields: {
    search: field.text({ zh: "敏感词", en: "Word" }, { required: true, max: 255 }),
    replacement: field.text({ zh: "替换为", en: "Replacement" }, { required: true, max: 255 }),
  },
  filters: { search: filter.contains("search") },
  sortKeys: ["search", "createdAt"],
  defaultSort: { by: "createdAt", dir: "desc" },
  columns: [{ key: "search", sortable: true }, { key: "replacement" }, { key: "createdAt", sortable: true }],
  routes: { list: "/sensitivity/list", create: "/sensitivity/save", update: "/sensitivity/update" },
  menu: { group: "interaction", after: "/comment/list", titles: { list: { zh: "敏感词", en: "Sensitive words" } } },
  hint: {
    zh: "评论和留言保存时，其中的敏感词替换为设定的文字。",
    en: "Each word is replaced in comments and guestbook posts as they are saved.",
  },
});
