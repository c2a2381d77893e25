import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { SCORE_GROUP_KEYS } from "./score-keys.ts";

const label = (zh: string, en: string) => ({ zh, en });

/**
 * Rating sets (评分组) of a site: the enabled default group is the one the site's articles offer
 * visitors (once each); a group with items is kept.
 */
export const scoreGroupResource = defineResource({
  name: "scoreGroup",
  model: "cmsScoreGroup",
  legacy: ["scoregroup"],
  label: label("评分组", "Rating set"),
  titleField: "name",
  scope: "site",
  keys: {
    list: SCORE_GROUP_KEYS.list,
    create: SCORE_GROUP_KEYS.create,
    update: SCORE_GROUP_KEYS.update,
    delete: SCORE_GROUP_KEYS.delete,
  },
  // The item pages pick and show their group.
  readers: ["/scoreitem/list"],
  // The channel form picks the set its articles are rated with.
  choosers: ["/channel/save", "/channel/update"],
  fields: {
    name: field.text(label("名称", "Name"), { required: true, max: 255 }),
    description: field.textarea(label("描述", "Description"), { max: 1000 }),
    enable: field.boolean(label("启用", "Enabled")),
    def: field.boolean(label("文章默认评分组", "Articles' default"), {
      hint: label(
        "启用的默认评分组出现在本站的文章页（栏目另选了评分组的除外）。",
        "The enabled default set shows on the site's article pages (unless their channel chose another set).",
      ),
    }),
  },
  filters: { name: filter.contains("name", label("名称", "Name")) },
  sortKeys: ["createdAt", "name"],
  defaultSort: { by: "createdAt", dir: "asc" },
  columns: [{ key: "name", sortable: true }, { key: "description" }, { key: "enable" }, { key: "def" }],
  routes: { list: "/scoregroup/list", create: "/scoregroup/save", update: "/scoregroup/update" },
  menu: { group: "interaction", titles: { list: label("评分组", "Rating sets") } },
  hint: label(
    "访客在文章页为文章评分，每位访客一次；文章的平均分显示在页面上，也可用于列表排序。",
    "Visitors rate an article on its page, once each; its average shows on the page and can sort lists.",
  ),
});
