import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { CUSTOM_FORM_KEYS } from "./custom-form-keys.ts";

const label = (zh: string, en: string) => ({ zh, en });

/**
 * Custom forms (自定义表单) of a site: an administrator designs the fields (custom/filed), publishes
 * the form (`enable`), and visitors fill it in at the site's `customForm/<id>.html`. The origin's
 * names are kept on the wire (`memberMeun`, `submitUrl`, `viewUrl`, `allSite`, `dayLimit`).
 */
export const customFormResource = defineResource({
  name: "customForm",
  model: "cmsCustomForm",
  legacy: ["custom"],
  label: label("自定义表单", "Custom form"),
  titleField: "name",
  scope: "site",
  keys: {
    list: CUSTOM_FORM_KEYS.list,
    create: CUSTOM_FORM_KEYS.create,
    update: CUSTOM_FORM_KEYS.update,
    delete: CUSTOM_FORM_KEYS.delete,
  },
  // The submissions page picks a form.
  readers: ["/record/page"],
  fields: {
    name: field.text(label("表单名称", "Name"), { required: true, max: 100 }),
    priority: field.integer(label("排列顺序", "Order"), { default: 10, max: 99_999 }),
    enable: field.boolean(label("已发布", "Published")),
    allowGuest: field.boolean(label("游客可提交", "Guests may submit"), { default: true }),
    dayLimit: field.integer(label("每位会员每日提交次数", "Submissions per member per day"), {
      default: 0,
      max: 10_000,
      hint: label("0 为不限", "0: no limit"),
    }),
    startTime: field.dateTime(label("开始时间", "Opens"), { required: false }),
    endTime: field.dateTime(label("结束时间", "Closes"), { required: false }),
    memberMeun: field.boolean(label("显示在会员中心", "In the member centre")),
    allSite: field.boolean(label("所有站点可用", "On every site")),
    submitUrl: field.text(label("填写页模板", "Fill-in page template"), { max: 100 }),
    viewUrl: field.text(label("结果页模板", "Result page template"), { max: 100 }),
  },
  extraItem: {
    /** The public page's address below the site's base. */
    url: z.string(),
    fieldCount: z.number(),
    recordCount: z.number(),
  },
  filters: { name: filter.contains("name", label("表单名称", "Name")) },
  sortKeys: ["priority", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "enable", priority: "high" },
    { key: "url", label: label("前台地址", "Public address") },
    { key: "fieldCount", label: label("字段数", "Fields") },
    { key: "recordCount", label: label("提交数", "Submissions") },
    { key: "startTime" },
    { key: "endTime" },
    { key: "priority", sortable: true },
  ],
  refine: (data, ctx) => {
    if (data.startTime instanceof Date && data.endTime instanceof Date && data.endTime < data.startTime)
      ctx.addIssue({ code: "custom", message: "validation.dateRange", path: ["endTime"] });
  },
  sections: [
    { title: label("表单", "Form"), fields: ["name", "priority", "enable", "allowGuest", "dayLimit"] },
    { title: label("提交时间", "Submission window"), fields: ["startTime", "endTime"] },
    { title: label("其他", "More"), fields: ["memberMeun", "allSite", "submitUrl", "viewUrl"] },
  ],
  routes: { list: CUSTOM_FORM_KEYS.list, create: CUSTOM_FORM_KEYS.create, update: CUSTOM_FORM_KEYS.update },
  actions: {
    priority: { key: CUSTOM_FORM_KEYS.priority, label: label("排序", "Reorder") },
    publish: { key: CUSTOM_FORM_KEYS.publish, label: label("发布/撤回", "Publish or withdraw") },
  },
  menu: { group: "interaction", titles: { list: label("自定义表单", "Custom forms") } },
  hint: label(
    "设计表单的字段后发布，访客即可在前台填写；提交的内容在「提交记录」中审核与导出。",
    "Design the fields and publish: visitors fill the form in on the site; review and export the submissions under Submissions.",
  ),
});
