import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zOptionalText } from "../kit/primitives.ts";
import { WEBHOOK_KEYS } from "./webhook-keys.ts";

/**
 * Receivers' credentials (接收方凭据, the origin's web-service authorisations `webservice/auth_*`):
 * the user name and password a receiving system requires. A web service that names one sends them
 * with each delivery as HTTP Basic authorization, beside the signature; a disabled one is not sent.
 * The password is required on create, kept when an edit leaves it blank, and answered masked only.
 * Their legacy paths are the origin's (hand-written procedures, trpc/routers/webhook/).
 */
export const webhookAuthResource = defineResource({
  name: "webhookAuth",
  model: "webhookAuth",
  legacy: [],
  label: { zh: "接收方凭据", en: "Receiver credentials" },
  titleField: "system",
  scope: "none",
  keys: {
    list: WEBHOOK_KEYS.authList,
    create: WEBHOOK_KEYS.authCreate,
    update: WEBHOOK_KEYS.authUpdate,
    delete: WEBHOOK_KEYS.authDelete,
  },
  // The web service form picks one.
  readers: [WEBHOOK_KEYS.list],
  fields: {
    system: field.text({ zh: "接收系统", en: "Receiving system" }, { required: true, max: 100 }),
    username: field.text({ zh: "用户名", en: "User name" }, { required: true, max: 50 }),
    password: {
      ...withInput(field.text({ zh: "密码", en: "Password" }, { max: 100 }), zOptionalText(100)),
      widget: { kind: "password" as const },
      hint: { zh: "编辑时留空则保留原值", en: "Leave blank when editing to keep the stored value" },
    },
    enabled: field.boolean({ zh: "启用", en: "Enabled" }, { default: true }),
  },
  filters: { system: filter.contains("system") },
  sortKeys: ["system", "createdAt"],
  defaultSort: { by: "createdAt", dir: "asc" },
  columns: [
    { key: "system", sortable: true },
    { key: "username" },
    { key: "password" },
    { key: "enabled", priority: "high" },
  ],
  routes: { list: "/webservice/auth_list", create: "/webservice/auth_save", update: "/webservice/auth_update" },
  menu: {
    group: "system",
    after: "/webservice/update",
    titles: {
      list: { zh: "接收方凭据", en: "Receiver credentials" },
      create: { zh: "新增接收方凭据", en: "Add receiver credentials" },
      update: { zh: "编辑接收方凭据", en: "Edit receiver credentials" },
    },
  },
  hint: {
    zh: "接收系统要求的用户名和密码：Web服务选用后，每次推送以 HTTP Basic 认证随签名一并发送。密码只显示掩码。",
    en: "The user name and password a receiving system requires: a web service that uses them sends them with each delivery as HTTP Basic authorization, beside the signature. The password is shown masked.",
  },
});
