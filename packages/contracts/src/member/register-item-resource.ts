import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { ZIds } from "../common/list.ts";
import { zInt, zString } from "../kit/primitives.ts";
import { REGISTER_ITEM_KEYS } from "./member-keys.ts";

/** The origin's data types of a registration item, by their numbers. */
const REGISTER_ITEM_TYPES = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;
export type RegisterItemType = (typeof REGISTER_ITEM_TYPES)[number];
/** The types answered by choosing among `optValue`. */
export const CHOICE_TYPES: readonly RegisterItemType[] = ["6", "7", "8"];

/** A field name of the public registration form: letters, digits and `_`, not starting with a digit. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Registration items (注册项, the origin's config/register_item_*): the fields members fill in when
 * they register on the public sites, beyond the mobile number and password; shared by all sites.
 * The registration form shows them by priority, checks them on the server and keeps the answers
 * with the member. Their legacy paths are the origin's `config/register_item_*` (hand-written
 * procedures, trpc/routers/member/register-item-procedures.ts).
 */
export const registerItemResource = defineResource({
  name: "registerItem",
  model: "registerItem",
  legacy: [],
  legacyList: "array",
  label: { zh: "注册项", en: "Registration item" },
  titleField: "label",
  scope: "none",
  keys: {
    list: REGISTER_ITEM_KEYS.list,
    create: REGISTER_ITEM_KEYS.create,
    update: REGISTER_ITEM_KEYS.update,
    delete: REGISTER_ITEM_KEYS.delete,
  },
  readers: ["/member/list"],
  fields: {
    field: field.text({ zh: "字段名", en: "Field name" }, { required: true, max: 50 }),
    label: field.text({ zh: "名称", en: "Label" }, { required: true, max: 100 }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 10, max: 99_999 }),
    dataType: field.enumOf(
      { zh: "数据类型", en: "Data type" },
      {
        values: REGISTER_ITEM_TYPES,
        options: {
          "1": { zh: "字符串文本", en: "Text" },
          "2": { zh: "整型文本", en: "Whole number" },
          "3": { zh: "浮点型文本", en: "Decimal" },
          "4": { zh: "文本区", en: "Text area" },
          "5": { zh: "日期", en: "Date" },
          "6": { zh: "下拉列表", en: "Select" },
          "7": { zh: "复选框", en: "Checkboxes" },
          "8": { zh: "单选框", en: "Radio buttons" },
        },
        default: "1",
      },
    ),
    required: field.boolean({ zh: "必填", en: "Required" }, { default: false }),
    defValue: field.text({ zh: "默认值", en: "Default value" }, { max: 255 }),
    optValue: field.text({ zh: "可选项（以英文逗号分隔）", en: "Choices (separated by commas)" }, { max: 1000 }),
    size: field.text({ zh: "长度", en: "Size" }, { max: 20 }),
    rows: field.text({ zh: "行数", en: "Rows" }, { max: 3 }),
    cols: field.text({ zh: "列数", en: "Columns" }, { max: 3 }),
    help: field.text({ zh: "帮助信息", en: "Help" }, { max: 255 }),
    helpPosition: field.enumOf(
      { zh: "帮助位置", en: "Help position" },
      {
        values: ["1", "2", "3", "4"],
        options: {
          "1": { zh: "上方", en: "Above" },
          "2": { zh: "右方", en: "Right" },
          "3": { zh: "下方", en: "Below" },
          "4": { zh: "左方", en: "Left" },
        },
        default: "2",
      },
    ),
  },
  refine: (data, ctx) => {
    if (typeof data.field === "string" && !FIELD_NAME.test(data.field))
      ctx.addIssue({ code: "custom", path: ["field"], message: "validation.registerItemField" });
    const choices = typeof data.optValue === "string" ? data.optValue.trim() : "";
    if (CHOICE_TYPES.includes(data.dataType as RegisterItemType) && choices === "")
      ctx.addIssue({ code: "custom", path: ["optValue"], message: "validation.registerItemChoices" });
  },
  filters: { label: filter.contains("label") },
  sortKeys: ["priority", "label", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "label", sortable: true },
    { key: "field" },
    { key: "dataType" },
    { key: "required" },
    { key: "priority", sortable: true },
  ],
  routes: {
    list: "/config/register_item_list",
    create: "/config/register_item_save",
    update: "/config/register_item_update",
  },
  menu: {
    group: "system",
    after: "/config/system",
    titles: {
      list: { zh: "注册项", en: "Registration items" },
      create: { zh: "新增注册项", en: "Add registration item" },
      update: { zh: "编辑注册项", en: "Edit registration item" },
    },
  },
});

/** config/register_item_priority: relabels and reorders many at once (comma lists of one length). */
export const ZPrioritizeRegisterItemsInput = z
  .object({
    ids: ZIds,
    labels: z.array(zString().trim().min(1, "validation.required").max(100, "validation.tooLong")).min(1).max(1000),
    priorities: z.array(zInt(0, 99_999)).min(1).max(1000),
  })
  .refine((input) => input.ids.length === input.priorities.length && input.ids.length === input.labels.length, {
    message: "validation.invalid",
    path: ["priorities"],
  });
export const ZRegisterItemCountOutput = z.object({ count: z.number() });
