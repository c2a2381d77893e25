import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { ZId } from "../kit/primitives.ts";
import { DEPARTMENT_KEYS } from "./department-keys.ts";

/**
 * Departments (部门) of the back-office staff: a tree (`pid`, the origin's name for the parent),
 * each name used once under its parent; users belong to one. Removing a department removes the
 * ones below it; a department with users is kept. A department names the channels its members
 * manage (content) and control (settings), every ancestor of a named channel with it, and the
 * guestbook categories they handle (their guestbook list shows those categories).
 */
const ZLinkIds = z
  .array(ZId)
  .max(1000, "validation.tooMany")
  .transform((ids) => [...new Set(ids)])
  .optional();
export const departmentResource = defineResource({
  name: "department",
  model: "department",
  legacy: ["department"],
  label: { zh: "部门", en: "Department" },
  titleField: "name",
  scope: "none",
  keys: {
    list: DEPARTMENT_KEYS.list,
    create: DEPARTMENT_KEYS.create,
    update: DEPARTMENT_KEYS.update,
    delete: DEPARTMENT_KEYS.delete,
  },
  // The user form picks a department.
  readers: ["/admin/local_list"],
  fields: {
    name: field.text({ zh: "部门名称", en: "Name" }, { required: true, max: 255 }),
    pid: field.lookup({ zh: "上级部门", en: "Parent" }, { source: "department", relation: "parent" }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 1, max: 99_999 }),
    weights: field.integer({ zh: "权重", en: "Weight" }, { default: 1, max: 99_999 }),
  },
  filters: {
    name: filter.contains("name"),
    pid: filter.equals("pid", { zh: "上级部门", en: "Parent" }),
  },
  sortKeys: ["priority", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "parent", label: { zh: "上级部门", en: "Parent" } },
    { key: "priority", sortable: true },
    { key: "weights" },
    { key: "userCount", label: { zh: "人数", en: "Users" } },
  ],
  // The origin's names: channelIds, controlChannelIds and ctgIds (comma lists on its form); a set
  // left out keeps what is stored.
  extraInput: { channelIds: ZLinkIds, controlChannelIds: ZLinkIds, ctgIds: ZLinkIds },
  extraItem: {
    channelIds: z.array(z.number()),
    controlChannelIds: z.array(z.number()),
    ctgIds: z.array(z.number()),
    hasChild: z.boolean(),
    /** The ids from the top of the tree down to the department itself. */
    parents: z.array(z.number()),
    userCount: z.number(),
  },
  routes: { list: "/department/list", create: "/department/save", update: "/department/update" },
  menu: {
    group: "system",
    after: "/admin/local_list",
    titles: { list: { zh: "部门管理", en: "Departments" } },
    operations: { list: [DEPARTMENT_KEYS.delete, DEPARTMENT_KEYS.priority] },
  },
  hint: {
    zh: "后台人员所属的部门，可逐级设置上级部门。",
    en: "Departments of the back-office staff, each under its parent.",
  },
});
