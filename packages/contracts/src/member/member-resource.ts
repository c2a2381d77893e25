import { z } from "zod";
import { ZStrongPassword } from "../common/account.ts";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { ZStoredDateTime, zString } from "../kit/primitives.ts";
import { MEMBER_KEYS } from "./member-keys.ts";

/** The origin's member usernames: letters, digits, CJK, `_ - @ .` (a mobile number on the public site). */
const MEMBER_USERNAME_PATTERN = /^[A-Za-z0-9_@.\-\u4e00-\u9fa5]{2,100}$/;

export const ZMemberUsername = zString("validation.usernameRequired")
  .trim()
  .regex(MEMBER_USERNAME_PATTERN, "validation.usernameFormat");

const MEMBER_STATUSES = ["active", "disabled", "pending"] as const;

/**
 * Members (会员) of the public sites, separate from back-office users: they sign in on the sites
 * only. The username and password are set on creation (member.create, by hand, so the password
 * never enters the generic item or the log); an administrator sets a new password with
 * member.resetPassword. The mobile number is personal data, masked in lists.
 */
export const memberResource = defineResource({
  name: "member",
  model: "member",
  legacy: ["member"],
  label: { zh: "会员", en: "Member" },
  titleField: "username",
  scope: "none",
  keys: { list: MEMBER_KEYS.list, create: MEMBER_KEYS.create, update: MEMBER_KEYS.update, delete: MEMBER_KEYS.delete },
  fields: {
    /**
     * Given on creation only (member.create requires it); an update leaves it as it was. Usually a
     * mobile number, so masked like one.
     */
    username: withInput(field.phone({ zh: "用户名", en: "Username" }), ZMemberUsername.optional(), { required: true }),
    groupId: field.lookup({ zh: "会员组", en: "Group" }, { source: "memberGroup", relation: "group", required: true }),
    status: field.enumOf(
      { zh: "状态", en: "Status" },
      {
        values: MEMBER_STATUSES,
        default: "active",
        options: {
          active: { zh: "正常", en: "Active" },
          disabled: { zh: "禁用", en: "Disabled" },
          pending: { zh: "待审核", en: "Pending" },
        },
        colors: { active: "green", disabled: "gray", pending: "orange" },
      },
    ),
    realName: field.text({ zh: "真实姓名", en: "Real name" }, { max: 100 }),
    mobile: field.phone({ zh: "手机号", en: "Mobile" }),
    email: field.text({ zh: "邮箱", en: "Email" }, { max: 100 }),
    qq: field.text({ zh: "QQ", en: "QQ" }, { max: 50 }),
    gender: field.boolean({ zh: "男", en: "Male" }),
    grain: field.integer({ zh: "积分", en: "Points" }, { default: 0, max: 2_000_000_000 }),
    intro: field.text({ zh: "个人介绍", en: "About" }, { max: 255, span: 2 }),
  },
  // The origin's filter names (member/list: queryUsername, queryEmail, queryGroupId, queryStatus).
  filters: {
    queryUsername: filter.contains("username", { zh: "用户名", en: "Username" }),
    queryEmail: filter.contains("email", { zh: "邮箱", en: "Email" }),
    queryGroupId: filter.equals("groupId", { zh: "会员组", en: "Group" }),
    status: filter.equals("status"),
  },
  sortKeys: ["username", "createdAt", "lastLoginAt", "grain"],
  columns: [
    { key: "username", sortable: true },
    { key: "groupId" },
    { key: "status" },
    { key: "realName" },
    { key: "mobile" },
    { key: "grain", sortable: true },
    { key: "lastLoginAt", label: { zh: "最后登录", en: "Last login" }, sortable: true },
    { key: "createdAt", label: { zh: "注册时间", en: "Registered" }, sortable: true },
  ],
  extraItem: {
    lastLoginAt: ZStoredDateTime.nullable(),
    loginCount: z.number(),
    registerIp: z.string().nullable(),
    // The origin's names, for its client: realname, groupName, disabled, times as text.
    realname: z.string(),
    groupName: z.string().nullable(),
    disabled: z.boolean(),
    registerTime: z.string(),
    lastLoginTime: z.string(),
    lastLoginIp: z.string(),
  },
  sections: [
    { title: { zh: "账号", en: "Account" }, fields: ["username", "groupId", "status", "grain"] },
    { title: { zh: "资料", en: "Profile" }, fields: ["realName", "mobile", "email", "qq", "gender", "intro"] },
  ],
  routes: { list: "/member/list", create: "/member/save", update: "/member/update" },
  menu: {
    group: "interaction",
    titles: { list: { zh: "会员管理", en: "Members" } },
    operations: { list: [MEMBER_KEYS.delete, MEMBER_KEYS.check] },
  },
  hint: {
    zh: "站点会员：在前台注册、登录、评论与留言。",
    en: "Members of the sites: they register, sign in, comment and post.",
  },
});

/** A new member: the editable fields, the username and the first password. */
export const ZCreateMemberInput = memberResource.schemas.fields.extend({
  username: ZMemberUsername,
  password: ZStrongPassword,
});
export type TCreateMemberInput = z.infer<typeof ZCreateMemberInput>;
