import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { ADVERTISING_KEYS, ADVERTISING_SPACE_KEYS } from "./advertising-keys.ts";

const label = (zh: string, en: string) => ({ zh, en });

/**
 * Ad spaces (广告版位) of a site: a place on its pages (the `cms_advertising` tag's `aid`) that shows
 * one of its current ads. A space with ads is kept. Its legacy paths are the origin's
 * `advertising/space_*` (hand-written procedures beside the generated ones).
 */
export const advertisingSpaceResource = defineResource({
  name: "advertisingSpace",
  model: "cmsAdvertisingSpace",
  legacy: [],
  label: label("广告版位", "Ad space"),
  titleField: "name",
  scope: "site",
  keys: {
    list: ADVERTISING_SPACE_KEYS.list,
    create: ADVERTISING_SPACE_KEYS.create,
    update: ADVERTISING_SPACE_KEYS.update,
    delete: ADVERTISING_SPACE_KEYS.delete,
  },
  // The ad form picks its space.
  readers: [ADVERTISING_KEYS.list],
  fields: {
    name: field.text(label("版位名称", "Name"), { required: true, max: 100 }),
    description: field.text(label("描述", "Description"), { max: 255, span: 2 }),
    enabled: field.boolean(label("启用", "Enabled"), { default: true }),
  },
  filters: { name: filter.contains("name") },
  sortKeys: ["name", "createdAt"],
  defaultSort: { by: "createdAt", dir: "asc" },
  // The id is what a template names (cms_advertising aid).
  columns: [
    { key: "id", label: label("版位 ID", "Space ID") },
    { key: "name", sortable: true },
    { key: "description" },
    { key: "enabled" },
  ],
  routes: {
    list: ADVERTISING_SPACE_KEYS.list,
    create: ADVERTISING_SPACE_KEYS.create,
    update: ADVERTISING_SPACE_KEYS.update,
  },
  menu: { group: "interaction", titles: { list: label("广告版位", "Ad spaces") } },
  hint: label(
    "模板中用 cms_advertising 标签的 aid 参数（版位 ID）放置版位，显示其当前有效的广告。",
    "A template places a space with the cms_advertising tag (aid: the space's ID); it shows one of its current ads.",
  ),
});
