import { z } from "zod";
import { ZIds } from "../common/list.ts";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

export const DEVICE_KINDS = ["temperature", "humidity", "soil", "light", "co2", "combined"] as const;
const DEVICE_KIND_LABELS = {
  temperature: { zh: "温度", en: "Temperature" },
  humidity: { zh: "湿度", en: "Humidity" },
  soil: { zh: "土壤", en: "Soil" },
  light: { zh: "光照", en: "Light" },
  co2: { zh: "二氧化碳", en: "CO₂" },
  combined: { zh: "综合", en: "Combined" },
} as const;

export const USABLE_LABEL = { zh: "状态", en: "Status" };

/**
 * Monitoring devices (环境设备) on a base or a greenhouse of an enterprise; a greenhouse implies
 * its base and both their enterprise (services/env/env-device-hooks.ts). Enabling and disabling
 * (`updateUsable`, legacy `/env/usable`) are hand-written beside the generated procedures.
 */
export const envDeviceResource = defineResource({
  name: "envDevice",
  model: "envDevice",
  legacy: ["env"],
  label: { zh: "设备", en: "Device" },
  titleField: "name",
  scope: "enterprise",
  keys: {
    list: "/env/list",
    create: "/env/save",
    update: "/env/update",
    delete: OPERATION_KEYS.envDelete,
  },
  // The plate and reading pages pick devices.
  readers: ["/envPlate/list", "/envPlateData/list"],
  fields: {
    name: withInput(
      field.text({ zh: "设备名称", en: "Device name" }, { required: true, max: 100 }),
      zText(100, "validation.nameRequired"),
    ),
    code: withInput(
      field.text(
        { zh: "设备编号", en: "Device code" },
        { required: true, max: 50, hint: { zh: "1-50位字母、数字、_ 或 -", en: "1-50 letters, digits, _ or -" } },
      ),
      z
        .string({ error: "validation.required" })
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,50}$/, "validation.deviceCode"),
    ),
    kind: field.enumOf({ zh: "设备类型", en: "Kind" }, { values: DEVICE_KINDS, options: DEVICE_KIND_LABELS }),
    enterpriseId: field.lookup(
      { zh: "所属企业", en: "Enterprise" },
      { source: "enterprise", relation: "enterprise", hint: { zh: "留空则取基地的企业", en: "Empty: the base's" } },
    ),
    baseId: field.lookup({ zh: "所在基地", en: "Base" }, { source: "base", relation: "base" }),
    houseId: field.lookup({ zh: "所在大棚", en: "Greenhouse" }, { source: "house", relation: "house" }),
  },
  // The place is asked for with the other fields (the form shows it at once).
  refineAlways: true,
  refine: (data, ctx) => {
    if (data.baseId == null && data.houseId == null)
      ctx.addIssue({ code: "custom", path: ["baseId"], message: "validation.deviceLocation" });
  },
  extraItem: { usable: z.boolean() },
  filters: {
    name: filter.contains("name"),
    code: filter.contains("code"),
    kind: filter.equals("kind"),
    usable: filter.flag({ zh: "可用", en: "Usable" }),
    baseId: filter.equals("baseId"),
  },
  sortKeys: ["createdAt", "name"],
  columns: [
    { key: "name", width: 150, sortable: true },
    { key: "code", width: 120 },
    { key: "kind", width: 90 },
    { key: "house", width: 180 },
    { key: "enterprise", width: 150 },
    { key: "usable", label: USABLE_LABEL, width: 80 },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    { title: { zh: "基本信息", en: "Basics" }, fields: ["name", "code", "kind", "enterpriseId"] },
    { title: { zh: "安装位置", en: "Location" }, fields: ["baseId", "houseId"] },
  ],
  routes: { list: "/env/list", create: "/env/save", update: "/env/update" },
  menu: {
    group: "env",
    after: "start",
    titles: {
      list: { zh: "环境数据", en: "Environment data" },
      create: { zh: "新增环境数据", en: "Add environment data" },
      update: { zh: "编辑环境数据", en: "Edit environment data" },
    },
  },
  actions: {
    usable: { key: OPERATION_KEYS.envEnable, label: { zh: "启用 / 停用", en: "Enable / disable" } },
  },
  saved: { created: { zh: "设备已创建", en: "Device created" }, updated: { zh: "设备已保存", en: "Device saved" } },
  hint: {
    zh: "基地或大棚上的监测设备：可启用、停用；停用的设备不再接收数据。",
    en: "Monitoring devices on bases or greenhouses: enable or disable them; a disabled device takes no readings.",
  },
});

/** Enable or disable (is-usable) devices or plates. */
export const ZUpdateUsableInput = z.object({ ids: ZIds, usable: z.boolean() });
