import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZCheckOrderInput } from "@suyuan/contracts/trace-template/check-order";
import { ZCopyTemplateInput } from "@suyuan/contracts/trace-template/copy-template";
import { ZCreateTemplateInput } from "@suyuan/contracts/trace-template/create-template";
import { ZDeleteTemplatesInput } from "@suyuan/contracts/trace-template/delete-templates";
import { ZFindTemplatesInput } from "@suyuan/contracts/trace-template/find-templates";
import { ZGetTemplateInput } from "@suyuan/contracts/trace-template/get-template";
import {
  ZCreateTemplateStageInput,
  ZDeleteTemplateStageInput,
  ZUpdateTemplateStageInput,
} from "@suyuan/contracts/trace-template/template-stages";
import { ZUpdateTemplateInput } from "@suyuan/contracts/trace-template/update-template";
import {
  copyTemplate,
  createTemplate,
  deleteTemplates,
  updateTemplate,
} from "../../../services/trace-template/template-mutations.ts";
import {
  addTemplateStage,
  deleteTemplateStage,
  updateTemplateStage,
} from "../../../services/trace-template/template-stage-mutations.ts";
import { checkTemplateOrder, findTemplates, getTemplate } from "../../../services/trace-template/templates.ts";
import { formBoolean, formIds, formNumber, formNumberOrNull, formPaging } from "../../form-values.ts";
import { legacyRoute } from "../../legacy-route.ts";
import { formJson } from "./json-field.ts";

// Trace templates on the legacy API. A template ("traceTemplate") has ordered stages (its
// "details", each with its ordered items): traceTemplate/{list,get,add|save,update,delete,copy},
// traceTemplate/detailList (a template's stages with items), traceTemplate/addDetail (add a stage),
// traceTemplateItem/{update,delete} (one stage with its items). The order checks
// traceTemplate/checkOrder and traceTemplateItem/checkOrder answer { free } and only read, so the
// list key suffices for them.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);

const templateData = (fields: Fields) => ({
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  name: fields.name,
  goodsClassId: formNumberOrNull(fields.goodsClassId),
  goodsId: formNumberOrNull(fields.goodsId),
  enabled: formBoolean(fields.enabled) ?? true,
  description: fields.description ?? "",
  stages: formJson(fields.stages),
});

const stageData = (fields: Fields) => ({
  id: null,
  name: fields.name,
  sort: formNumber(fields.sort),
  items: formJson(fields.items) ?? [],
});

export const templateLegacyRoutes = [
  legacyRoute({
    paths: ["/traceTemplate/list"],
    access: { permission: "/traceTemplate/list" },
    input: ZFindTemplatesInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      sortBy: blank(fields.sortBy),
      sortDir: blank(fields.sortDir),
      name: fields.name,
      enterpriseId: formNumber(fields.enterpriseId),
      platform: formBoolean(fields.platform),
      enabled: formBoolean(fields.enabled),
      goodsClassId: formNumber(fields.goodsClassId),
    }),
    async handle(ctx, input) {
      const page = await findTemplates(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/get"],
    access: { permission: "/traceTemplate/list" },
    input: ZGetTemplateInput,
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      return { body: await getTemplate(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/add", "/traceTemplate/save"],
    access: { permission: "/traceTemplate/add" },
    input: ZCreateTemplateInput,
    fromForm: templateData,
    async handle(ctx, input) {
      return { body: await createTemplate(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/update"],
    access: { permission: "/traceTemplate/update" },
    input: ZUpdateTemplateInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: templateData(fields) }),
    async handle(ctx, input) {
      await updateTemplate(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/delete"],
    access: { permission: OPERATION_KEYS.traceTemplateDelete },
    input: ZDeleteTemplatesInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteTemplates(ctx, input.ids) };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/copy"],
    access: { permission: "/traceTemplate/add" },
    input: ZCopyTemplateInput,
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      return { body: await copyTemplate(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/detailList"],
    access: { permission: "/traceTemplate/detailList" },
    input: ZGetTemplateInput,
    fromForm: (fields) => ({ id: formNumber(fields.templateId ?? fields.id) }),
    async handle(ctx, input) {
      const template = await getTemplate(ctx, input.id);
      return { body: template.stages, totalCount: template.stages.length };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/addDetail"],
    access: { permission: "/traceTemplate/addDetail" },
    input: ZCreateTemplateStageInput,
    fromForm: (fields) => ({ templateId: formNumber(fields.templateId), data: stageData(fields) }),
    async handle(ctx, input) {
      return { body: await addTemplateStage(ctx, input.templateId, input.data) };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplateItem/update"],
    access: { permission: "/traceTemplateItem/update" },
    input: ZUpdateTemplateStageInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: stageData(fields) }),
    async handle(ctx, input) {
      await updateTemplateStage(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/traceTemplateItem/delete"],
    access: { permission: "/traceTemplateItem/update" },
    input: ZDeleteTemplateStageInput,
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      await deleteTemplateStage(ctx, input.id);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/checkOrder"],
    access: { permission: "/traceTemplate/list" },
    input: ZCheckOrderInput,
    fromForm: (fields) => ({
      kind: "stage",
      templateId: formNumber(fields.templateId),
      sort: formNumber(fields.sort),
      excludeId: formNumber(fields.id),
    }),
    async handle(ctx, input) {
      return { body: await checkTemplateOrder(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplateItem/checkOrder"],
    access: { permission: "/traceTemplate/list" },
    input: ZCheckOrderInput,
    fromForm: (fields) => ({
      kind: "item",
      stageId: formNumber(fields.stageId),
      sort: formNumber(fields.sort),
      excludeId: formNumber(fields.id),
    }),
    async handle(ctx, input) {
      return { body: await checkTemplateOrder(ctx, input) };
    },
  }),
];
