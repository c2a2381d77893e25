import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

/** Towns of the county (spec section 2, 镇村站点): the parents of village stations and statistics. */
export const townResource = defineResource({
  name: "town",
  model: "town",
  legacy: ["town"],
  label: { zh: "乡镇", en: "Town" },
  titleField: "name",
  scope: "site",
  keys: {
    list: "/basicInfo/townList",
    view: "/basicInfo/townView",
    create: "/basicInfo/addTown",
    update: "/basicInfo/editTown",
    delete: "/basicInfo/deleteTown",
    export: "/basicInfo/exportTown",
  },
  fields: {
    name: field.text({ zh: "乡镇名称", en: "Name" }, { required: true, max: 50 }),
    code: field.text({ zh: "乡镇编码", en: "Code" }, { required: true, max: 20 }),
    countyCode: field.region({ zh: "所属区县", en: "County" }).county,
    head: field.text({ zh: "负责人", en: "Head" }, { max: 50 }),
    // The town office's number, published to villagers.
    phone: field.phone({ zh: "联系电话", en: "Phone" }, { published: true }),
    address: field.text({ zh: "地址", en: "Address" }, { max: 200, span: 2 }),
  },
  extraItem: {},
  filters: { name: filter.contains("name"), code: filter.contains("code") },
  sortKeys: ["createdAt", "name", "code"],
  columns: [
    { key: "name", sortable: true },
    { key: "code", sortable: true },
    { key: "head" },
    { key: "phone" },
    { key: "createdAt", sortable: true },
  ],
  routes: {
    list: "/basicInfo/townList",
    view: "/basicInfo/townView",
    create: "/basicInfo/addTown",
    update: "/basicInfo/editTown",
  },
  menu: { group: "basicInfo", titles: { list: { zh: "乡镇列表", en: "Towns" } } },
  hint: {
    zh: "县域内的乡镇；村级站点、统计数据都归属于乡镇。",
    en: "Towns of the county; village stations and statistics belong to a town.",
  },
});
