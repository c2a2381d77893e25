import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

const SHOP_PLATFORMS = ["taobao", "jd", "pinduoduo", "wechat", "douyin", "other"] as const;
const SHOP_OWNER_TYPES = ["enterprise", "person"] as const;

/**
 * Online shops of the county (电商信息, spec section 2): run by an enterprise (then linked to it)
 * or by a person (then named), with their monthly figures.
 */
export const commerceInfoResource = defineResource({
  name: "commerceInfo",
  model: "commerceInfo",
  legacy: ["commerceInfo"],
  label: { zh: "电商信息", en: "Online shop" },
  titleField: "shopName",
  scope: "site",
  keys: {
    list: "/commerceInfo/list",
    view: "/commerceInfo/view",
    create: "/commerceInfo/save",
    update: "/commerceInfo/update",
    delete: "/commerceInfo/delete",
    export: "/commerceInfo/export",
  },
  fields: {
    shopName: field.text({ zh: "店铺名称", en: "Shop name" }, { required: true, max: 100 }),
    platform: field.enumOf(
      { zh: "电商平台", en: "Platform" },
      {
        values: SHOP_PLATFORMS,
        options: {
          taobao: { zh: "淘宝", en: "Taobao" },
          jd: { zh: "京东", en: "JD.com" },
          pinduoduo: { zh: "拼多多", en: "Pinduoduo" },
          wechat: { zh: "微信小程序", en: "WeChat mini program" },
          douyin: { zh: "抖音", en: "Douyin" },
          other: { zh: "其他", en: "Other" },
        },
        colors: { taobao: "orange", jd: "red", pinduoduo: "pink", wechat: "green", douyin: "dark", other: "gray" },
      },
    ),
    ownerType: field.enumOf(
      { zh: "经营主体", en: "Run by" },
      {
        values: SHOP_OWNER_TYPES,
        default: "enterprise",
        options: { enterprise: { zh: "企业", en: "Enterprise" }, person: { zh: "个人", en: "Person" } },
      },
    ),
    enterpriseId: field.lookup(
      { zh: "所属企业", en: "Enterprise" },
      {
        source: "enterprise",
        relation: "enterprise",
        hint: { zh: "经营主体为企业时必填", en: "Required when run by an enterprise" },
      },
    ),
    ownerName: field.text(
      { zh: "店主姓名", en: "Owner" },
      { max: 50, hint: { zh: "经营主体为个人时必填", en: "Required when run by a person" } },
    ),
    townId: field.lookup({ zh: "所属乡镇", en: "Town" }, { source: "town", relation: "town" }),
    village: field.text({ zh: "所在村", en: "Village" }, { max: 50 }),
    shopUrl: field.url({ zh: "店铺网址", en: "Shop URL" }, { span: 2 }),
    mainProducts: field.text({ zh: "主营产品", en: "Main products" }, { max: 200, span: 2 }),
    monthlySales: field.decimal(
      { zh: "月销售额", en: "Monthly sales" },
      { max: 999_999_999_999, scale: 2, money: true },
    ),
    monthlyOrders: field.integer({ zh: "月订单数", en: "Monthly orders" }, { unit: { zh: "单", en: "orders" } }),
    contact: field.text({ zh: "联系人", en: "Contact" }, { max: 50 }),
    phone: field.phone({ zh: "联系电话", en: "Phone" }),
  },
  refine(data, ctx) {
    if (data.ownerType === "enterprise" && (data.enterpriseId === null || data.enterpriseId === undefined))
      ctx.addIssue({ code: "custom", path: ["enterpriseId"], message: "validation.required" });
    if (data.ownerType === "person" && !data.ownerName)
      ctx.addIssue({ code: "custom", path: ["ownerName"], message: "validation.required" });
  },
  filters: {
    shopName: filter.contains("shopName", { zh: "店铺名称", en: "Shop name" }),
    platform: filter.equals("platform", { zh: "电商平台", en: "Platform" }),
    ownerType: filter.equals("ownerType", { zh: "经营主体", en: "Run by" }),
    enterpriseId: filter.equals("enterpriseId", { zh: "所属企业", en: "Enterprise" }),
    townId: filter.equals("townId", { zh: "所属乡镇", en: "Town" }),
    mainProducts: filter.contains("mainProducts", { zh: "主营产品", en: "Main products" }),
  },
  sortKeys: ["createdAt", "shopName", "monthlySales", "monthlyOrders"],
  columns: [
    { key: "shopName", sortable: true },
    { key: "platform" },
    { key: "ownerType" },
    { key: "enterprise" },
    { key: "ownerName" },
    { key: "town" },
    { key: "mainProducts" },
    { key: "monthlySales", sortable: true },
    { key: "monthlyOrders", sortable: true },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: { zh: "店铺", en: "Shop" },
      fields: ["shopName", "platform", "shopUrl", "mainProducts"],
    },
    {
      title: { zh: "经营主体", en: "Owner" },
      fields: ["ownerType", "enterpriseId", "ownerName", "contact", "phone", "townId", "village"],
    },
    { title: { zh: "经营数据", en: "Figures" }, fields: ["monthlySales", "monthlyOrders"] },
  ],
  routes: {
    list: "/commerceInfo/list",
    create: "/commerceInfo/save",
    update: "/commerceInfo/update",
    view: "/commerceInfo/view",
  },
  menu: {
    group: "commerceInfo",
    titles: {
      list: { zh: "电商信息列表", en: "E-commerce info list" },
      create: { zh: "新增电商信息", en: "Add e-commerce info" },
      update: { zh: "编辑电商信息", en: "Edit e-commerce info" },
      view: { zh: "电商信息详情", en: "E-commerce info details" },
    },
  },
});
