import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

export const STATION_STATUSES = ["open", "suspended", "closed"] as const;

export const STATION_STATUS_OPTIONS = {
  open: { zh: "营业中", en: "Open" },
  suspended: { zh: "暂停营业", en: "Suspended" },
  closed: { zh: "已关闭", en: "Closed" },
} as const;

export const STATION_STATUS_COLORS = { open: "green", suspended: "yellow", closed: "gray" } as const;

export const STATION_SERVICE_ITEMS = ["express", "purchase", "sales", "payment", "training", "consulting"] as const;

export const STATION_SERVICE_OPTIONS = {
  express: { zh: "快递收发", en: "Parcels" },
  purchase: { zh: "代购", en: "Purchase orders" },
  sales: { zh: "代销", en: "Sales agency" },
  payment: { zh: "便民缴费", en: "Bill payment" },
  training: { zh: "电商培训", en: "Training" },
  consulting: { zh: "政策咨询", en: "Consulting" },
} as const;

/** Village service stations (村级服务站): where parcels, stock and daily work happen. */
export const villageStationResource = defineResource({
  name: "villageStation",
  model: "villageStation",
  legacy: ["stationInfo"],
  label: { zh: "村级服务站", en: "Village station" },
  titleField: "name",
  scope: "site",
  // The same records as the work platform's stations: an operator sees and edits only their own.
  stationScope: "id",
  keys: {
    list: "/basicInfo/villageList",
    view: "/basicInfo/villageView",
    create: "/basicInfo/addVillage",
    update: "/basicInfo/editVillage",
    delete: "/basicInfo/deleteVillage",
    export: "/basicInfo/exportVillage",
  },
  fields: {
    townId: field.lookup({ zh: "所属乡镇", en: "Town" }, { source: "town", relation: "town", required: true }),
    name: field.text({ zh: "服务站名称", en: "Name" }, { required: true, max: 50 }),
    code: field.text({ zh: "服务站编码", en: "Code" }, { required: true, max: 20 }),
    master: field.text({ zh: "站长", en: "Station master" }, { max: 50 }),
    // The service station's number, published to villagers.
    phone: field.phone({ zh: "联系电话", en: "Phone" }, { published: true }),
    status: field.enumOf(
      { zh: "状态", en: "Status" },
      {
        values: STATION_STATUSES,
        default: "open",
        options: STATION_STATUS_OPTIONS,
        colors: STATION_STATUS_COLORS,
      },
    ),
    address: field.text({ zh: "地址", en: "Address" }, { max: 200, span: 2 }),
    longitude: field.decimal({ zh: "经度", en: "Longitude" }, { min: -180, max: 180, scale: 6 }),
    latitude: field.decimal({ zh: "纬度", en: "Latitude" }, { min: -90, max: 90, scale: 6 }),
    openingHours: field.text({ zh: "营业时间", en: "Opening hours" }, { max: 100 }),
    serviceItems: field.enumList(
      { zh: "服务项目", en: "Services" },
      {
        values: STATION_SERVICE_ITEMS,
        options: STATION_SERVICE_OPTIONS,
      },
    ),
  },
  filters: {
    name: filter.contains("name"),
    townId: filter.equals("townId"),
    status: filter.equals("status"),
  },
  sortKeys: ["createdAt", "name", "code"],
  columns: [
    { key: "name", sortable: true },
    { key: "code", sortable: true },
    { key: "town" },
    { key: "master" },
    { key: "phone" },
    { key: "status" },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    { title: { zh: "基本信息", en: "Basics" }, fields: ["townId", "name", "code", "master", "phone", "status"] },
    {
      title: { zh: "位置与服务", en: "Location and services" },
      fields: ["address", "longitude", "latitude", "openingHours", "serviceItems"],
    },
  ],
  routes: {
    list: "/basicInfo/villageList",
    view: "/basicInfo/villageView",
    create: "/basicInfo/addVillage",
    update: "/basicInfo/editVillage",
  },
  menu: {
    group: "basicInfo",
    titles: {
      list: { zh: "服务站列表", en: "Village stations" },
      view: { zh: "服务站详情", en: "Village station details" },
      create: { zh: "新增服务站", en: "Add village station" },
      update: { zh: "编辑服务站", en: "Edit village station" },
    },
  },
});
