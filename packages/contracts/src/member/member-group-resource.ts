import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { MEMBER_GROUP_KEYS } from "./member-keys.ts";

const kilobytes = (zh: string, en: string, fallback: number) =>
  field.integer({ zh, en }, { default: fallback, max: 10_000_000 });

/**
 * Member groups (会员组) of the public sites, shared by all sites: upload allowances, whether
 * members solve the CAPTCHA and wait for review, and the group new members join. The channels a
 * group may view and contribute to are set on the channel's form.
 */
export const memberGroupResource = defineResource({
  name: "memberGroup",
  model: "memberGroup",
  legacy: ["group"],
  legacyList: "array",
  label: { zh: "会员组", en: "Member group" },
  titleField: "name",
  scope: "none",
  keys: {
    list: MEMBER_GROUP_KEYS.list,
    create: MEMBER_GROUP_KEYS.create,
    update: MEMBER_GROUP_KEYS.update,
    delete: MEMBER_GROUP_KEYS.delete,
  },
  // The member form picks a group; the channel and content forms pick view and contribute groups.
  readers: ["/member/list", "/channel/list", "/content/list"],
  fields: {
    name: field.text({ zh: "组名称", en: "Name" }, { required: true, max: 100 }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 10, max: 99_999 }),
    allowPerDay: kilobytes("每日上传限额(KB)", "Daily upload (KB)", 0),
    allowMaxFile: kilobytes("单个文件上限(KB)", "Largest file (KB)", 0),
    allowSuffix: field.text({ zh: "允许上传的后缀", en: "Allowed suffixes" }, { max: 255 }),
    allowFileSize: kilobytes("文库文件上限(KB)", "Library file (KB)", 1024),
    allowFileTotal: field.integer({ zh: "文库文件数", en: "Library files" }, { default: 10, max: 1_000_000 }),
    needCaptcha: field.boolean({ zh: "评论需要验证码", en: "CAPTCHA on posts" }, { default: true }),
    needCheck: field.boolean({ zh: "评论需要审核", en: "Comments reviewed" }, { default: true }),
    regDef: field.boolean({ zh: "注册默认组", en: "Registration default" }, { default: false }),
  },
  filters: { name: filter.contains("name") },
  sortKeys: ["priority", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "priority", sortable: true },
    { key: "regDef" },
    { key: "needCaptcha" },
    { key: "needCheck" },
  ],
  routes: { list: "/group/list", create: "/group/save", update: "/group/update" },
  menu: {
    group: "interaction",
    titles: { list: { zh: "会员组", en: "Member groups" } },
    operations: { list: [MEMBER_GROUP_KEYS.delete, MEMBER_GROUP_KEYS.priority] },
  },
});
