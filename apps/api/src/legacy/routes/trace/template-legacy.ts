import { procedureAccess } from "../../procedure-access.ts";
import { ZCheckOrderInput } from "@suyuan/contracts/trace-template/check-order";
import { traceTemplateResource } from "@suyuan/contracts/trace-template/trace-template-resource";
import { RESOURCE_SERVICES } from "../../../services/resource-services.ts";
import { checkTemplateOrder } from "../../../services/trace-template/template-order.ts";
import { formNumber } from "../../form-values.ts";
import { legacyRoute } from "../../legacy-route.ts";

// Trace templates on the legacy API. A template ("traceTemplate") has ordered stages (its
// "details", each with its ordered items). traceTemplate/{list,get,add|save,update,delete,copy},
// traceTemplate/addDetail (add a stage) and traceTemplateItem/{update,delete} (one stage with its
// items) are derived from the traceTemplate procedures. Kept here, as their fields differ:
// traceTemplate/detailList (a template's stages with items, by `templateId`) and the order checks
// traceTemplate/checkOrder and traceTemplateItem/checkOrder (the stage or item being edited sent as
// `id`), which answer { free } and only read, so the list key suffices for them.

export const templateLegacyRoutes = [
  legacyRoute({
    paths: ["/traceTemplate/detailList"],
    ...procedureAccess("traceTemplate.get"),
    input: traceTemplateResource.schemas.get,
    fromForm: (fields) => ({ id: formNumber(fields.templateId ?? fields.id) }),
    async handle(ctx, input) {
      const { stages } = (await RESOURCE_SERVICES.traceTemplate.get(ctx, input.id)) as { stages: unknown[] };
      return { body: stages, totalCount: stages.length };
    },
  }),
  legacyRoute({
    paths: ["/traceTemplate/checkOrder"],
    ...procedureAccess("traceTemplate.checkOrder"),
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
    ...procedureAccess("traceTemplate.checkOrder"),
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
