import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";
import { DEVICE_KINDS, USABLE_LABEL } from "./env-device-resource.ts";

/**
 * Plates (环境监测板) group devices of one enterprise for display. Enabling and disabling
 * (`updateUsable`, legacy `/envPlate/usable`) are hand-written beside the generated procedures.
 */
export const envPlateResource = defineResource({
  name: "envPlate",
  model: "envPlate",
  legacy: ["envPlate"],
  label: { zh: "监测板", en: "Plate" },
  titleField: "name",
  scope: "enterprise",
  // The spec has one plate page: its list key covers the dialog's writes.
  keys: { list: "/envPlate/list", create: "/envPlate/list", update: "/envPlate/list", delete: "/envPlate/list" },
  fields: {
    name: withInput(
      field.text({ zh: "监测板名称", en: "Plate name" }, { required: true, max: 100 }),
      zText(100, "validation.nameRequired"),
    ),
    enterpriseId: field.lookup({ zh: "所属企业", en: "Enterprise" }, { source: "enterprise", relation: "enterprise" }),
    deviceIds: field.lookupList(
      { zh: "设备", en: "Devices" },
      {
        source: "envDevice",
        name: "devices",
        table: "devices",
        key: "deviceId",
        target: "device",
        max: 200,
        span: 2,
        hint: { zh: "可搜索设备名称", en: "Search by device name" },
      },
    ),
    description: field.textarea({ zh: "说明", en: "Description" }, { max: 500 }),
  },
  // The devices with their codes and kinds (the list shows them; the link alone names them).
  extraItem: {
    usable: z.boolean(),
    devices: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), kind: z.enum(DEVICE_KINDS) })),
  },
  filters: {
    name: filter.contains("name"),
    usable: filter.flag({ zh: "可用", en: "Usable" }),
  },
  sortKeys: ["createdAt", "name"],
  columns: [
    { key: "name", width: 160, sortable: true },
    { key: "enterprise", width: 160 },
    { key: "devices", width: 260 },
    { key: "usable", label: USABLE_LABEL, width: 80 },
    { key: "createdAt", sortable: true },
  ],
  routes: { list: "/envPlate/list" },
  menu: { group: "env", after: "/env/update", titles: { list: { zh: "环境监测板", en: "Environment plates" } } },
  saved: { created: { zh: "监测板已创建", en: "Plate created" }, updated: { zh: "监测板已保存", en: "Plate saved" } },
  hint: { zh: "监测板把多个设备归为一组展示。", en: "A plate groups devices for display." },
});
