import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { MEMBER_ACCOUNT_KEYS } from "./member-keys.ts";

const SOURCES = ["QQ", "WEIXIN", "SINA", "QQWEBO"] as const;

/**
 * Third-party sign-ins (第三方账号) bound to members of the public sites: the provider, its open id
 * (`accountKey`) and the local username made for the binding. One binding per provider account.
 */
export const memberAccountResource = defineResource({
  name: "memberAccount",
  model: "memberThirdAccount",
  legacy: ["account"],
  label: { zh: "第三方账号", en: "Third-party account" },
  titleField: "username",
  scope: "none",
  keys: {
    list: MEMBER_ACCOUNT_KEYS.list,
    create: MEMBER_ACCOUNT_KEYS.update,
    update: MEMBER_ACCOUNT_KEYS.update,
    delete: MEMBER_ACCOUNT_KEYS.delete,
  },
  fields: {
    username: field.text({ zh: "用户名", en: "Username" }, { required: true, max: 100 }),
    source: field.enumOf(
      { zh: "来源", en: "Provider" },
      {
        values: SOURCES,
        default: "QQ",
        options: {
          QQ: { zh: "QQ", en: "QQ" },
          WEIXIN: { zh: "微信", en: "WeChat" },
          SINA: { zh: "新浪微博", en: "Sina Weibo" },
          QQWEBO: { zh: "腾讯微博", en: "Tencent Weibo" },
        },
      },
    ),
    accountKey: field.text({ zh: "开放平台标识", en: "Open id" }, { required: true, max: 255 }),
    memberId: field.lookup({ zh: "会员", en: "Member" }, { source: "member", relation: "member", display: "username" }),
  },
  // The origin's filters (account/list: username contains, source exact).
  filters: {
    username: filter.contains("username"),
    source: filter.equals("source"),
  },
  sortKeys: ["username", "createdAt"],
  columns: [
    { key: "username", sortable: true },
    { key: "source" },
    { key: "accountKey" },
    { key: "member" },
    { key: "createdAt", label: { zh: "绑定时间", en: "Bound" }, sortable: true },
  ],
  // The bound member's profile, as the origin answers it.
  extraItem: {
    userRealName: z.string(),
    userIntro: z.string(),
    userGender: z.union([z.boolean(), z.literal("")]),
  },
  routes: { list: "/account/list", update: "/account/update" },
  menu: {
    group: "interaction",
    after: "/member/list",
    titles: { list: { zh: "第三方账号", en: "Third-party accounts" } },
    operations: { list: [MEMBER_ACCOUNT_KEYS.delete] },
  },
  hint: {
    zh: "会员以 QQ、微信、微博登录时绑定的账号；删除后该账号需重新绑定。",
    en: "Accounts members signed in with (QQ, WeChat, Weibo); a removed binding must be made again.",
  },
});
