import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput, type FieldSpec } from "../kit/fields.ts";
import { zString, zText } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

const ZPerms = z
  .array(zString().min(1, "validation.required").max(200, "validation.tooLong"))
  .max(2000, "validation.tooMany");

/** The checked keys: the role form edits them with the permission tree (no generated input fits). */
const perms: FieldSpec<typeof ZPerms, z.ZodArray<z.ZodString>> = {
  label: { zh: "权限", en: "Permissions" },
  input: ZPerms,
  output: z.array(z.string()),
  widget: { kind: "enumList", options: [] },
  storage: "plain",
  required: false,
  span: 2,
};

/** New roles start with the project list checked (spec section 6). */
export const DEFAULT_NEW_ROLE_PERMS = ["/project/list"];

/**
 * Roles: a name, an order, and the permission keys they grant (or all of them). The keys are
 * checked against the tree and what the actor may grant by the service hooks; the members are
 * changed by their own procedures (role/*-role-members).
 */
export const roleResource = defineResource({
  name: "role",
  model: "role",
  legacy: ["role"],
  label: { zh: "角色", en: "Role" },
  titleField: "name",
  scope: "none",
  keys: { list: "/role/list", create: "/role/save", update: "/role/update", delete: OPERATION_KEYS.roleDelete },
  fields: {
    name: withInput(
      field.text({ zh: "角色名称", en: "Role name" }, { required: true, max: 50 }),
      // Absent (a blank legacy field) says the same as empty.
      z.string({ error: "validation.nameRequired" }).pipe(zText(50, "validation.nameRequired")),
    ),
    priority: field.integer(
      { zh: "优先级", en: "Priority" },
      { min: 0, max: 9999, default: 10, hint: { zh: "数字越小越靠前。", en: "Smaller numbers come first." } },
    ),
    description: field.textarea({ zh: "描述", en: "Description" }, { max: 200 }),
    allPerms: field.boolean(
      { zh: "所有权限", en: "All permissions" },
      {
        hint: {
          zh: "开启后拥有全部功能的权限，下方权限树不再生效。",
          en: "Grants every permission; the tree below no longer applies.",
        },
      },
    ),
    /** Checked keys plus their nodes' api keys; the service deduplicates and checks them. */
    perms,
  },
  filters: { name: filter.contains("name") },
  sortKeys: ["name", "priority", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", width: 180, sortable: true },
    { key: "priority", width: 90, sortable: true },
    { key: "perms", width: 140 },
    { key: "memberCount", label: { zh: "成员数", en: "Members" }, width: 90 },
    { key: "description", width: 240 },
    { key: "createdAt", width: 150, sortable: true },
  ],
  sections: [
    { title: { zh: "基本信息", en: "Profile" }, fields: ["name", "priority", "description"] },
    { title: { zh: "权限", en: "Permissions" }, fields: ["allPerms", "perms"] },
  ],
  extraItem: { key: z.string().nullable(), memberCount: z.number() },
  routes: { list: "/role/list", create: "/role/save", update: "/role/update" },
  menu: { group: "system", after: "/adminGlocal/add", titles: { list: { zh: "角色管理", en: "Roles" } } },
  saved: { created: { zh: "角色已创建", en: "Role created" }, updated: { zh: "角色已更新", en: "Role updated" } },
  hint: {
    zh: "角色决定用户能看到的菜单和能执行的操作。",
    en: "A role decides which menus a user sees and what they may do.",
  },
});
