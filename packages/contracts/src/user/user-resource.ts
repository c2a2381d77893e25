import { z } from "zod";
import { MOBILE_PATTERN, ZStrongPassword } from "../common/account.ts";
import { defineResource, filter, type ItemOf } from "../kit/define-resource.ts";
import { field, withInput, type FieldSpec, type Label } from "../kit/fields.ts";
import { ZId, ZStoredDateTime, zString } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;

export const ZUsername = zString("validation.usernameRequired")
  .trim()
  .regex(USERNAME_PATTERN, "validation.usernameFormat");

/** Blank (or absent) is none; otherwise the value must pass the check. */
const optionalChecked = (check: (value: string) => boolean, message: string, max: number) =>
  zString()
    .trim()
    .max(max, "validation.tooLong")
    .refine((value) => value === "" || check(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

/** Roles and sites a user holds (join tables); a missing list says the same as an empty one. */
const links = (label: Label, message: string, name: "roles" | "sites", key: string, target: string) => {
  const input = z
    .array(ZId, { error: message })
    .min(1, message)
    .max(1000, "validation.tooMany")
    .transform((ids) => [...new Set(ids)]);
  const spec: FieldSpec<typeof input, z.ZodArray<z.ZodNumber>> & { links: { name: typeof name } } = {
    label,
    input,
    output: z.array(z.number()),
    widget: { kind: "lookupList", source: name === "roles" ? "role" : "site" },
    storage: "plain",
    required: true,
    links: { name, table: name, key, target, display: "name" },
  };
  return spec;
};

/**
 * Back-office accounts. The username and password are set on creation only (user.create, by hand,
 * so the password never enters the generic item or log); the access rules (who may grant which
 * roles and sites, the last super-admin, oneself) are the service hooks' (services/user).
 */
export const userResource = defineResource({
  name: "user",
  model: "user",
  legacy: ["admin"],
  label: { zh: "用户", en: "User" },
  titleField: "username",
  scope: "none",
  keys: {
    list: "/admin/local_list",
    create: "/adminGlocal/add",
    update: "/adminGlocal/edit",
    delete: OPERATION_KEYS.userDelete,
    export: OPERATION_KEYS.userExport,
  },
  fields: {
    /** Given on creation only (user.create requires it); an update leaves it as it was. */
    username: withInput(
      field.text({ zh: "用户名", en: "Username" }, { required: true, max: 32 }),
      ZUsername.optional(),
    ),
    realName: field.text({ zh: "姓名", en: "Real name" }, { max: 50 }),
    mobile: withInput(
      field.phone({ zh: "手机号", en: "Mobile" }),
      optionalChecked((value) => MOBILE_PATTERN.test(value), "validation.mobileInvalid", 20),
    ),
    email: withInput(
      field.text({ zh: "邮箱", en: "Email" }, { max: 100 }),
      optionalChecked((value) => z.email().safeParse(value).success, "validation.email", 100),
    ),
    roleIds: links({ zh: "角色", en: "Roles" }, "validation.atLeastOneRole", "roles", "roleId", "role"),
    siteIds: links({ zh: "站点", en: "Sites" }, "validation.atLeastOneSite", "sites", "siteId", "site"),
    enterpriseId: field.lookup({ zh: "所属企业", en: "Enterprise" }, { source: "enterprise", relation: "enterprise" }),
    departmentId: field.lookup({ zh: "所属部门", en: "Department" }, { source: "department", relation: "department" }),
    /** An administrator sees and manages users of a rank no higher than their own. */
    rank: field.integer(
      { zh: "等级", en: "Rank" },
      {
        default: 0,
        max: 999_999,
        hint: {
          zh: "只能管理等级不高于自己的用户，也不能授予高于自己的等级。",
          en: "You manage users of your rank or below, and give no higher rank.",
        },
      },
    ),
    selfAdmin: field.boolean({ zh: "只管理自己的内容", en: "Own content only" }, { default: false }),
    /** Enabled unless said otherwise (legacy forms may leave it out). */
    enabled: field.boolean(
      { zh: "启用账号", en: "Account enabled" },
      {
        default: true,
        hint: {
          zh: "停用后该账号无法登录，已登录的会话将立即结束。",
          en: "A disabled account cannot sign in; its open sessions end at once.",
        },
      },
    ),
  },
  filters: {
    username: filter.contains("username"),
    realName: filter.contains("realName"),
    mobile: filter.contains("mobile"),
    roleId: filter.has("roleIds", { zh: "角色", en: "Role" }),
    enabled: filter.equals("enabled"),
    enterpriseId: filter.equals("enterpriseId"),
    departmentId: filter.equals("departmentId"),
  },
  sortKeys: ["username", "realName", "createdAt", "lastLoginAt"],
  columns: [
    { key: "username", sortable: true },
    { key: "realName", sortable: true },
    { key: "mobile" },
    { key: "email" },
    { key: "roles" },
    { key: "sites" },
    { key: "enterprise" },
    { key: "department", priority: "low" },
    { key: "enabled", label: { zh: "状态", en: "Status" } },
    { key: "lastLoginAt", label: { zh: "最后登录", en: "Last login" }, sortable: true },
    { key: "createdAt", sortable: true },
  ],
  extraItem: { lastLoginAt: ZStoredDateTime.nullable() },
  sections: [
    { title: { zh: "账号信息", en: "Account" }, fields: ["username"] },
    { title: { zh: "基本资料", en: "Profile" }, fields: ["realName", "mobile", "email"] },
    {
      title: { zh: "角色与范围", en: "Roles and scope" },
      fields: ["roleIds", "siteIds", "enterpriseId", "departmentId", "rank", "selfAdmin", "enabled"],
    },
  ],
  routes: { list: "/admin/local_list", update: "/adminGlocal/edit", create: "/adminGlocal/add" },
  menu: {
    group: "system",
    after: "start",
    titles: { list: { zh: "用户管理", en: "Users" } },
    operations: { list: ["/admin/delete", "/admin/resetPassword", "/admin/enable", "/admin/export"] },
  },
  saved: { created: { zh: "用户已创建", en: "User created" }, updated: { zh: "用户已更新", en: "User updated" } },
  hint: { zh: "管理后台账号、所属角色、站点与企业。", en: "Back-office accounts, their roles, sites and enterprise." },
});

/** A new user: the editable fields, the username and the first password. */
export const ZCreateUserInput = userResource.schemas.fields.extend({ username: ZUsername, password: ZStrongPassword });
export type TCreateUserInput = z.infer<typeof ZCreateUserInput>;
export type TUserItem = ItemOf<typeof userResource>;
