import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

const USER_INFO_TYPES = ["farmer", "cooperative_member", "buyer", "other"] as const;

const region = field.region({ zh: "所在地区", en: "Region" });

/** People the county e-commerce office serves (用户信息, spec section 1): farmers, members, buyers. */
export const userInfoResource = defineResource({
  name: "userInfo",
  model: "userInfo",
  legacy: ["userInfo"],
  label: { zh: "用户信息", en: "User info" },
  titleField: "name",
  scope: "site",
  keys: {
    list: "/userInfo/list",
    view: "/userInfo/view",
    create: "/userInfo/save",
    update: "/userInfo/update",
    delete: "/userInfo/delete",
    export: "/userInfo/export",
  },
  fields: {
    name: field.text({ zh: "姓名", en: "Name" }, { required: true, max: 50 }),
    gender: field.enumOf(
      { zh: "性别", en: "Gender" },
      {
        values: ["male", "female"],
        options: { male: { zh: "男", en: "Male" }, female: { zh: "女", en: "Female" } },
      },
    ),
    idCard: field.idCard({ zh: "身份证号", en: "ID card number" }),
    phone: field.phone({ zh: "联系电话", en: "Phone" }),
    type: field.enumOf(
      { zh: "用户类型", en: "Type" },
      {
        values: USER_INFO_TYPES,
        default: "farmer",
        options: {
          farmer: { zh: "农户", en: "Farmer" },
          cooperative_member: { zh: "合作社社员", en: "Cooperative member" },
          buyer: { zh: "采购商", en: "Buyer" },
          other: { zh: "其他", en: "Other" },
        },
        colors: { farmer: "green", cooperative_member: "blue", buyer: "orange", other: "gray" },
      },
    ),
    provinceCode: region.province,
    cityCode: region.city,
    countyCode: region.county,
    townId: field.lookup({ zh: "所属乡镇", en: "Town" }, { source: "town", relation: "town" }),
    village: field.text({ zh: "所在村", en: "Village" }, { max: 50 }),
    address: field.text({ zh: "详细地址", en: "Address" }, { max: 200, span: 2 }),
    remark: field.textarea({ zh: "备注", en: "Remark" }, { max: 500 }),
  },
  filters: {
    name: filter.contains("name", { zh: "姓名", en: "Name" }),
    phone: filter.contains("phone", { zh: "联系电话", en: "Phone" }),
    idCard: filter.contains("idCard", { zh: "身份证号", en: "ID card number" }),
    type: filter.equals("type", { zh: "用户类型", en: "Type" }),
    gender: filter.equals("gender", { zh: "性别", en: "Gender" }),
    townId: filter.equals("townId", { zh: "所属乡镇", en: "Town" }),
    village: filter.contains("village", { zh: "所在村", en: "Village" }),
  },
  sortKeys: ["createdAt", "name", "type"],
  columns: [
    { key: "name", sortable: true },
    { key: "gender" },
    { key: "type", sortable: true },
    { key: "phone" },
    { key: "idCard" },
    { key: "town" },
    { key: "village" },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    { title: { zh: "基本信息", en: "Basics" }, fields: ["name", "gender", "idCard", "phone", "type"] },
    {
      title: { zh: "所在地", en: "Location" },
      fields: ["provinceCode", "cityCode", "countyCode", "townId", "village", "address"],
    },
    { title: { zh: "其他", en: "Other" }, fields: ["remark"] },
  ],
  routes: { list: "/userInfo/list", create: "/userInfo/save", update: "/userInfo/update", view: "/userInfo/view" },
  menu: { group: "userInfo" },
  hint: {
    zh: "平台服务的农户、合作社社员和采购商；可作为培训的参训人员。",
    en: "Farmers, cooperative members and buyers the platform serves; they can attend trainings.",
  },
});
