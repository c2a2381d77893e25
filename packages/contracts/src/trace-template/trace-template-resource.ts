import { z } from "zod";
import { defineResource, filter, type ItemOf } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import { ZTemplateStageDetail, ZTemplateStages } from "./template-fields.ts";

/**
 * Trace templates (溯源模板): for a goods class or one goods, of an enterprise or platform-wide
 * (no enterprise; only platform staff make and change those, members use and copy them). The
 * ordered stages with their items are written with the template (extraInput, by its hooks) and
 * one at a time by hand-written procedures (addStage, updateStage, deleteStage); a copy too.
 */
export const traceTemplateResource = defineResource({
  name: "traceTemplate",
  model: "traceTemplate",
  legacy: ["traceTemplate"],
  legacyAliases: { create: ["add"] },
  label: { zh: "溯源模板", en: "Trace template" },
  titleField: "name",
  // Visibility (own enterprise and platform-wide) is the hooks' scope; writes are checked there.
  scope: "none",
  keys: {
    list: "/traceTemplate/list",
    view: "/traceTemplate/detailList",
    create: "/traceTemplate/add",
    update: "/traceTemplate/update",
    delete: OPERATION_KEYS.traceTemplateDelete,
    export: OPERATION_KEYS.traceTemplateExport,
  },
  // The stage pages, record forms and the batch view read a template's stages and items.
  readers: [
    "/traceTemplate/addDetail",
    "/traceTemplateItem/update",
    "/trace/list",
    "/trace/save",
    "/trace/update",
    "/traceItemItem/list",
    "/batch/view",
  ],
  fields: {
    enterpriseId: field.lookup({ zh: "所属企业", en: "Enterprise" }, { source: "enterprise", relation: "enterprise" }),
    name: withInput(
      field.text({ zh: "模板名称", en: "Name" }, { required: true, max: 100 }),
      zText(100, "validation.nameRequired"),
    ),
    goodsClassId: field.lookup({ zh: "商品分类", en: "Goods class" }, { source: "goodsClass", relation: "goodsClass" }),
    goodsId: field.lookup({ zh: "商品", en: "Goods" }, { source: "goods", relation: "goods" }),
    /** A template left without it (legacy forms) is enabled. */
    enabled: field.boolean({ zh: "启用", en: "Enabled" }, { default: true }),
    description: field.textarea({ zh: "说明", en: "Description" }, { max: 500 }),
  },
  extraInput: { stages: ZTemplateStages },
  extraItem: { stageCount: z.number(), batchCount: z.number(), stages: z.array(ZTemplateStageDetail) },
  filters: {
    name: filter.contains("name"),
    /** true: platform-wide templates only; false: enterprises' own only. */
    platform: filter.flag({ zh: "通用模板", en: "Platform-wide" }),
    enabled: filter.equals("enabled"),
    enterpriseId: filter.apiOnly(filter.equals("enterpriseId")),
    goodsClassId: filter.apiOnly(filter.equals("goodsClassId")),
  },
  sortKeys: ["createdAt", "name"],
  columns: [
    { key: "name", sortable: true, width: 160 },
    { key: "enterprise", label: { zh: "适用范围", en: "Scope" } },
    { key: "goodsClass" },
    { key: "goods" },
    { key: "stageCount", label: { zh: "环节数", en: "Stages" } },
    { key: "batchCount", label: { zh: "使用批次数", en: "Batches" } },
    { key: "enabled", label: { zh: "状态", en: "Status" } },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: { zh: "基本信息", en: "Basics" },
      fields: ["name", "enterpriseId", "goodsClassId", "goodsId", "enabled", "description"],
    },
  ],
  routes: { list: "/traceTemplate/list", update: "/traceTemplate/update", create: "/traceTemplate/add" },
  menu: {
    group: "traceTemplate",
    after: "start",
    titles: {
      list: { zh: "模板列表", en: "Template list" },
      update: { zh: "编辑模板", en: "Edit template" },
      create: { zh: "新增模板", en: "Add template" },
    },
  },
  hint: {
    zh: "溯源模板规定批次的生产记录要填写哪些环节与数据项。通用模板由平台提供，企业可复制后修改。",
    en: "A trace template sets the stages and items a batch's production record is filled in with. Platform-wide templates can be copied and adapted by enterprises.",
  },
});

export type TTemplateDetail = ItemOf<typeof traceTemplateResource>;
export type TTemplateFields = z.output<typeof traceTemplateResource.schemas.fields>;
