import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, type Label } from "../kit/fields.ts";

const POVERTY_CAUSES = [
  "illness",
  "disability",
  "lack_of_skills",
  "lack_of_funds",
  "lack_of_labour",
  "education",
  "disaster",
  "other",
] as const;

export const POVERTY_STATES = ["registered", "lifted", "returned"] as const;
export type PovertyState = (typeof POVERTY_STATES)[number];

export const POVERTY_STATE_LABELS: Record<PovertyState, Label> = {
  registered: { zh: "在册", en: "Registered" },
  lifted: { zh: "已脱贫", en: "Lifted out" },
  returned: { zh: "返贫", en: "Returned to poverty" },
};

const region = field.region({ zh: "所在地区", en: "Region" });

/**
 * Impoverished households (贫困户管理, spec section 2). The state (registered, lifted, returned)
 * is not edited in the form: it changes only through `updateState`, which keeps its history.
 */
export const personInfoResource = defineResource({
  name: "personInfo",
  model: "personInfo",
  // The origin's spelling first; the corrected name is an alias.
  legacy: ["persoonInfo", "personInfo"],
  label: { zh: "贫困户", en: "Impoverished household" },
  titleField: "name",
  scope: "site",
  keys: {
    list: "/personInfo/list",
    view: "/personInfo/view",
    create: "/personInfo/save",
    update: "/personInfo/edit",
    delete: "/personInfo/delete",
    export: "/personInfo/export",
  },
  fields: {
    name: field.text({ zh: "户主姓名", en: "Household head" }, { required: true, max: 50 }),
    idCard: field.idCard({ zh: "户主身份证号", en: "Head's ID card number" }, { required: true }),
    householdSize: field.integer(
      { zh: "家庭人口", en: "Household size" },
      { required: true, min: 1, max: 50, unit: { zh: "人", en: "people" } },
    ),
    provinceCode: region.province,
    cityCode: region.city,
    countyCode: region.county,
    townId: field.lookup({ zh: "所属乡镇", en: "Town" }, { source: "town", relation: "town" }),
    village: field.text({ zh: "所在村", en: "Village" }, { max: 50 }),
    causes: field.enumList(
      { zh: "致贫原因", en: "Causes of poverty" },
      {
        values: POVERTY_CAUSES,
        min: 1,
        options: {
          illness: { zh: "因病", en: "Illness" },
          disability: { zh: "因残", en: "Disability" },
          lack_of_skills: { zh: "缺技术", en: "Lack of skills" },
          lack_of_funds: { zh: "缺资金", en: "Lack of funds" },
          lack_of_labour: { zh: "缺劳力", en: "Lack of labour" },
          education: { zh: "因学", en: "Education costs" },
          disaster: { zh: "因灾", en: "Disaster" },
          other: { zh: "其他", en: "Other" },
        },
      },
    ),
    incomePerCapita: field.decimal(
      { zh: "人均年收入", en: "Income per capita" },
      { max: 999_999_999_999, scale: 2, money: true },
    ),
    cadreName: field.text({ zh: "帮扶干部", en: "Assisting cadre" }, { max: 50 }),
    cadrePhone: field.phone({ zh: "帮扶干部电话", en: "Cadre's phone" }),
    measures: field.textarea({ zh: "帮扶措施", en: "Assistance measures" }, { max: 2000 }),
  },
  extraItem: {
    state: z.enum(POVERTY_STATES),
    /** The day of the last state change (yyyy-MM-dd), null while never changed. */
    stateChangedAt: z.string().nullable(),
  },
  filters: {
    name: filter.contains("name", { zh: "户主姓名", en: "Household head" }),
    idCard: filter.contains("idCard", { zh: "身份证号", en: "ID card number" }),
    townId: filter.equals("townId", { zh: "所属乡镇", en: "Town" }),
    village: filter.contains("village", { zh: "所在村", en: "Village" }),
    cadreName: filter.contains("cadreName", { zh: "帮扶干部", en: "Assisting cadre" }),
    cause: filter.has("causes"),
    state: filter.oneOf(
      { zh: "状态", en: "State" },
      POVERTY_STATES.map((value) => ({ value, label: POVERTY_STATE_LABELS[value] })),
      "state",
    ),
  },
  sortKeys: ["createdAt", "name", "householdSize", "incomePerCapita"],
  columns: [
    { key: "name", sortable: true },
    { key: "idCard" },
    { key: "householdSize", sortable: true },
    { key: "town" },
    { key: "village" },
    // Why a household is poor is what county staff scan the list for.
    { key: "causes", priority: "high" },
    { key: "incomePerCapita", sortable: true },
    { key: "state", label: { zh: "状态", en: "State" } },
    { key: "cadreName" },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    { title: { zh: "户主信息", en: "Household" }, fields: ["name", "idCard", "householdSize", "incomePerCapita"] },
    {
      title: { zh: "所在地", en: "Location" },
      fields: ["provinceCode", "cityCode", "countyCode", "townId", "village"],
    },
    {
      title: { zh: "致贫原因与帮扶", en: "Causes and assistance" },
      fields: ["causes", "cadreName", "cadrePhone", "measures"],
    },
  ],
  routes: {
    list: "/personInfo/list",
    create: "/personInfo/save",
    update: "/personInfo/edit",
    view: "/personInfo/view",
  },
  menu: {
    group: "personInfo",
    titles: {
      list: { zh: "贫困户列表", en: "Impoverished persons" },
      create: { zh: "新增贫困户", en: "Add person" },
      update: { zh: "编辑贫困户", en: "Edit person" },
      view: { zh: "贫困户详情", en: "Person details" },
    },
    operations: { list: ["/personInfo/delete", "/personInfo/export"], view: ["/personInfo/updateState"] },
  },
  actions: {
    updateState: { key: "/personInfo/updateState", label: { zh: "变更状态", en: "Change state" } },
  },
  hint: {
    zh: "建档立卡贫困户；脱贫、返贫通过“变更状态”登记，并保留变更记录。",
    en: "Registered impoverished households; lifting out and returning are recorded with “Change state”, which keeps the history.",
  },
});
