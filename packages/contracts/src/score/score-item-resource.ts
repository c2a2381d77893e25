import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { ZId } from "../kit/primitives.ts";
import { SCORE_ITEM_KEYS } from "./score-keys.ts";

const label = (zh: string, en: string) => ({ zh, en });

/** The ratings of a set (评分项): a name, its score and an image; an item visitors chose is kept. */
export const scoreItemResource = defineResource({
  name: "scoreItem",
  model: "cmsScoreItem",
  legacy: ["scoreitem"],
  label: label("评分项", "Rating"),
  titleField: "name",
  // Rows of the current site's groups (the hooks' scope).
  scope: "none",
  keys: {
    list: SCORE_ITEM_KEYS.list,
    create: SCORE_ITEM_KEYS.create,
    update: SCORE_ITEM_KEYS.update,
    delete: SCORE_ITEM_KEYS.delete,
  },
  fields: {
    groupId: field.lookup(label("评分组", "Rating set"), { source: "scoreGroup", relation: "group", required: true }),
    name: field.text(label("名称", "Name"), { required: true, max: 255 }),
    score: field.integer(label("分值", "Score"), { required: true, min: -1000, max: 1000 }),
    imagePath: field.image(label("图片", "Image")),
    priority: field.integer(label("排列顺序", "Order"), { default: 10, max: 99_999 }),
  },
  // The origin's answers name the group flat beside its id.
  extraItem: { groupName: z.string() },
  // The origin's filter (scoreitem/list: groupId, required there; optional here, the page lists all).
  filters: {
    groupId: filter.equals("groupId", label("评分组", "Rating set"), ZId.optional()),
    name: filter.contains("name", label("名称", "Name")),
  },
  sortKeys: ["priority", "score", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "groupId" },
    { key: "score", sortable: true },
    { key: "imagePath" },
    { key: "priority", sortable: true },
  ],
  routes: { list: "/scoreitem/list", create: "/scoreitem/save", update: "/scoreitem/update" },
  menu: { group: "interaction", after: "/scoregroup/list", titles: { list: label("评分项", "Ratings") } },
});
