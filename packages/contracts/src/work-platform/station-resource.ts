import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import {
  STATION_SERVICE_ITEMS,
  STATION_SERVICE_OPTIONS,
  STATION_STATUS_COLORS,
  STATION_STATUS_OPTIONS,
  STATION_STATUSES,
} from "../village-station/village-station-resource.ts";

/**
 * The work platform's view of the village stations (服务站): the same village_station rows as
 * the towns-and-villages pages, with what the platform needs beside them: the operators bound to
 * the station (station scope), service items, business hours and status. Operators see and edit
 * only their own station, and only county staff change who operates it (services/work-platform).
 */
export const stationResource = defineResource({
  name: "station",
  model: "villageStation",
  legacy: ["station"],
  label: { zh: "服务站", en: "Village station" },
  titleField: "name",
  scope: "site",
  stationScope: "id",
  keys: {
    list: "/work_platform/stationList",
    create: "/work_platform/stationAdd",
    update: "/work_platform/stationUpdate",
    delete: OPERATION_KEYS.stationDelete,
    export: OPERATION_KEYS.stationExport,
  },
  fields: {
    townId: field.lookup({ zh: "所属乡镇", en: "Town" }, { source: "town", relation: "town", required: true }),
    name: field.text({ zh: "服务站名称", en: "Name" }, { required: true, max: 50 }),
    code: field.text({ zh: "服务站编码", en: "Code" }, { required: true, max: 20 }),
    master: field.text({ zh: "站长", en: "Station master" }, { max: 50 }),
    // The service station's number, published to villagers.
    phone: field.phone({ zh: "联系电话", en: "Phone" }, { published: true }),
    status: field.enumOf(
      { zh: "营业状态", en: "Status" },
      { values: STATION_STATUSES, default: "open", options: STATION_STATUS_OPTIONS, colors: STATION_STATUS_COLORS },
    ),
    openingHours: field.text(
      { zh: "营业时间", en: "Business hours" },
      { max: 100, hint: { zh: "如：每天 8:00–18:00", en: "e.g. daily 8:00–18:00" } },
    ),
    serviceItems: field.enumList(
      { zh: "服务项目", en: "Services" },
      { values: STATION_SERVICE_ITEMS, options: STATION_SERVICE_OPTIONS },
    ),
    operatorIds: field.lookupList(
      { zh: "服务站操作员", en: "Operators" },
      {
        source: "operatorUser",
        name: "operators",
        table: "operators",
        key: "userId",
        target: "user",
        display: "username",
        max: 20,
        span: 2,
        hint: {
          zh: "绑定后该用户只能查看和处理本服务站的代购、代销与日报；一个用户只能绑定一个服务站",
          en: "A bound user sees and handles only this station's orders and reports; one station per user",
        },
      },
    ),
    address: field.text({ zh: "地址", en: "Address" }, { max: 200, span: 2 }),
  },
  filters: {
    name: filter.contains("name"),
    townId: filter.equals("townId"),
    status: filter.equals("status"),
    serviceItems: filter.has("serviceItems"),
  },
  sortKeys: ["createdAt", "name", "code"],
  defaultSort: { by: "code", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "code", sortable: true },
    { key: "town" },
    { key: "master" },
    { key: "phone" },
    { key: "openingHours" },
    { key: "serviceItems" },
    { key: "operators" },
    { key: "status" },
  ],
  sections: [
    {
      title: { zh: "服务站", en: "Village station" },
      fields: ["townId", "name", "code", "master", "phone", "address"],
    },
    {
      title: { zh: "营业与服务", en: "Business and services" },
      fields: ["status", "openingHours", "serviceItems", "operatorIds"],
    },
  ],
  routes: {
    list: "/work_platform/stationList",
    update: "/work_platform/stationUpdate",
    create: "/work_platform/stationAdd",
  },
  menu: {
    group: "workPlatform",
    after: "/work_platform/dailyAdd",
    titles: { list: { zh: "服务站列表", en: "Village stations" } },
  },
  hint: {
    zh: "与“乡镇与服务站”中的村级服务站为同一批记录；服务站操作员只能看到自己的服务站",
    en: "The same records as the village stations of Towns and villages; operators see only their own station",
  },
});
