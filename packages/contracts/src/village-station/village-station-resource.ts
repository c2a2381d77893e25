import { defineResourceVariants, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

const STATION_STATUSES = ["open", "suspended", "closed"] as const;

const STATION_STATUS_OPTIONS = {
  open: { zh: "营业中", en: "Open" },
  suspended: { zh: "暂停营业", en: "Suspended" },
  closed: { zh: "已关闭", en: "Closed" },
} as const;

const STATION_STATUS_COLORS = { open: "green", suspended: "yellow", closed: "gray" } as const;

const STATION_SERVICE_ITEMS = ["express", "purchase", "sales", "payment", "training", "consulting"] as const;

const STATION_SERVICE_OPTIONS = {
  express: { zh: "快递收发", en: "Parcels" },
  purchase: { zh: "代购", en: "Purchase orders" },
  sales: { zh: "代销", en: "Sales agency" },
  payment: { zh: "便民缴费", en: "Bill payment" },
  training: { zh: "电商培训", en: "Training" },
  consulting: { zh: "政策咨询", en: "Consulting" },
} as const;

/**
 * Village service stations (村级服务站, the village_station rows): one declaration, shown in two
 * places. `villageStation` is the towns-and-villages pages' (基础信息, with the coordinates);
 * `station` is the work platform's (服务站), with the operators bound to the station (station
 * scope), business hours and services. An operator sees and edits only their own station in both,
 * and only county staff change who operates it (services/work-platform).
 */
const STATION_VARIANTS = defineResourceVariants(
  {
    model: "villageStation",
    titleField: "name",
    scope: "site",
    stationScope: "id",
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
    },
    filters: {
      name: filter.contains("name"),
      townId: filter.equals("townId"),
      status: filter.equals("status"),
    },
    sortKeys: ["createdAt", "name", "code"],
  },
  {
    villageStation: {
      name: "villageStation",
      legacy: ["stationInfo"],
      label: { zh: "村级服务站", en: "Village station" },
      keys: {
        list: "/basicInfo/villageList",
        view: "/basicInfo/villageView",
        create: "/basicInfo/addVillage",
        update: "/basicInfo/editVillage",
        delete: "/basicInfo/deleteVillage",
        export: "/basicInfo/exportVillage",
      },
      fields: [
        "townId",
        "name",
        "code",
        "master",
        "phone",
        "status",
        "address",
        "longitude",
        "latitude",
        "openingHours",
        "serviceItems",
      ],
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
    },
    station: {
      name: "station",
      legacy: ["station"],
      label: { zh: "服务站", en: "Village station" },
      keys: {
        list: "/work_platform/stationList",
        create: "/work_platform/stationAdd",
        update: "/work_platform/stationUpdate",
        delete: OPERATION_KEYS.stationDelete,
        export: OPERATION_KEYS.stationExport,
      },
      fields: [
        "townId",
        "name",
        "code",
        "master",
        "phone",
        "status",
        "openingHours",
        "serviceItems",
        "operatorIds",
        "address",
      ],
      fieldText: {
        status: { label: { zh: "营业状态", en: "Status" } },
        openingHours: {
          label: { zh: "营业时间", en: "Business hours" },
          hint: { zh: "如：每天 8:00–18:00", en: "e.g. daily 8:00–18:00" },
        },
      },
      filters: { serviceItems: filter.has("serviceItems") },
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
    },
  },
);

/** The towns-and-villages pages' village stations (基础信息 › 服务站列表). */
export const villageStationResource = STATION_VARIANTS.villageStation;

/** The work platform's stations (工作平台 › 服务站列表): the same rows with their operators. */
export const stationResource = STATION_VARIANTS.station;
