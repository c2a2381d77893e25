import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zOptionalText } from "../kit/primitives.ts";
import { OSS_KEYS } from "./oss-keys.ts";

/** A credential typed in the form: never shown back (blank on edit keeps the stored one). */
const secret = (label: { zh: string; en: string }) => ({
  ...withInput(field.text(label, { max: 200 }), zOptionalText(200)),
  widget: { kind: "password" as const },
  hint: { zh: "编辑时留空则保留原值", en: "Leave blank when editing to keep the stored value" },
});

/**
 * Cloud object-storage accounts (对象存储, the origin's `oss/*`): a bucket of Tencent COS, Aliyun
 * OSS, Qiniu or another S3-compatible service with its credentials. The two keys are required on
 * create, kept when an edit leaves them blank, and answered masked only (docs/storage.md).
 */
export const ossResource = defineResource({
  name: "oss",
  model: "ossAccount",
  legacy: ["oss"],
  legacyGet: { newRow: {} },
  label: { zh: "对象存储账户", en: "Object-storage account" },
  titleField: "name",
  scope: "none",
  keys: { list: OSS_KEYS.list, create: OSS_KEYS.create, update: OSS_KEYS.update, delete: OSS_KEYS.delete },
  fields: {
    name: field.text({ zh: "名称", en: "Name" }, { required: true, max: 255 }),
    ossType: field.enumOf(
      { zh: "存储类型", en: "Service" },
      {
        values: ["1", "2", "3", "4"],
        options: {
          "1": { zh: "腾讯云 COS", en: "Tencent COS" },
          "2": { zh: "阿里云 OSS", en: "Aliyun OSS" },
          "3": { zh: "七牛云", en: "Qiniu" },
          "4": { zh: "其他 S3 兼容存储", en: "Other S3-compatible" },
        },
      },
    ),
    bucketName: field.text({ zh: "存储桶（Bucket）", en: "Bucket" }, { required: true, max: 255 }),
    secretId: secret({ zh: "SecretId / AccessKeyId", en: "Access key id" }),
    appKey: secret({ zh: "SecretKey / AccessKeySecret", en: "Secret key" }),
    ossAppId: field.text({ zh: "AppId（腾讯云）", en: "AppId (Tencent)" }, { max: 255 }),
    bucketArea: field.text({ zh: "地域", en: "Region" }, { max: 255 }),
    endPoint: field.text({ zh: "访问端点（Endpoint）", en: "Endpoint" }, { max: 255 }),
    accessDomain: field.text({ zh: "访问域名", en: "Access domain" }, { max: 255 }),
  },
  filters: { name: filter.contains("name") },
  sortKeys: ["name", "createdAt"],
  defaultSort: { by: "createdAt", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "ossType" },
    { key: "bucketName" },
    { key: "secretId" },
    { key: "bucketArea", priority: "low" },
    { key: "accessDomain", priority: "low" },
  ],
  routes: { list: "/oss/list", create: "/oss/save", update: "/oss/update" },
  menu: { group: "system", titles: { list: { zh: "对象存储", en: "Object storage" } } },
  hint: {
    zh: "密钥只显示掩码；编辑时留空则保留原值。本系统自身的文件存储由部署配置（STORAGE_DRIVER）决定。",
    en: "Keys are shown masked; leave them blank when editing to keep them. This installation's own file storage is set by its deployment (STORAGE_DRIVER).",
  },
});
