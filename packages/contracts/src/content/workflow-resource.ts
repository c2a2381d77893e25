import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { ZId, zText } from "../kit/primitives.ts";
import { WORKFLOW_KEYS } from "./content-keys.ts";

/** The roles of the review steps, in order: step 1 is the first role (the legacy form: `roleIds=3,5`). */
const ZWorkflowRoleIds = z
  .array(ZId, { error: "workflow.stepsRequired" })
  .min(1, "workflow.stepsRequired")
  .max(20, "validation.tooMany");

const ZWorkflowStep = z.object({ step: z.number(), roleId: z.number(), roleName: z.string() });

/**
 * Review workflows (工作流) of a site: ordered steps, each checked by the holders of one role.
 * A channel names its workflow and the step that publishes (its final check level). The steps
 * are written with the workflow (extraInput, by its hooks).
 */
export const workflowResource = defineResource({
  name: "workflow",
  model: "workflow",
  legacy: ["workflow"],
  label: { zh: "工作流", en: "Workflow" },
  titleField: "name",
  scope: "site",
  keys: {
    list: WORKFLOW_KEYS.list,
    create: WORKFLOW_KEYS.create,
    update: WORKFLOW_KEYS.update,
    delete: WORKFLOW_KEYS.delete,
  },
  // The channel form picks a channel's workflow.
  readers: ["/channel/save", "/channel/update"],
  fields: {
    name: withInput(
      field.text({ zh: "名称", en: "Name" }, { required: true, max: 100 }),
      zText(100, "validation.nameRequired"),
    ),
    description: field.textarea({ zh: "说明", en: "Description" }, { max: 255 }),
    priority: field.integer(
      { zh: "排序", en: "Order" },
      { min: 0, max: 9999, default: 10, hint: { zh: "数字越小越靠前。", en: "Smaller numbers come first." } },
    ),
    disabled: field.boolean({ zh: "停用", en: "Disabled" }),
  },
  extraInput: { roleIds: ZWorkflowRoleIds },
  extraItem: { steps: z.array(ZWorkflowStep), roleIds: z.array(z.number()), stepCount: z.number() },
  filters: {
    name: filter.contains("name", { zh: "名称", en: "Name" }),
  },
  sortKeys: ["priority", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "stepCount", label: { zh: "审核步骤数", en: "Steps" } },
    { key: "priority", sortable: true },
    { key: "disabled" },
    { key: "createdAt", sortable: true },
  ],
  routes: { list: WORKFLOW_KEYS.list, create: WORKFLOW_KEYS.create, update: WORKFLOW_KEYS.update },
  menu: {
    group: "cms",
    after: "/dictionary/update",
    titles: { list: { zh: "工作流", en: "Workflows" } },
    operations: { list: ["/workflow/delete", "/workflow/priority"] },
  },
  hint: {
    zh: "工作流规定内容发布前要经过的审核步骤，每一步由一个角色的成员审核；栏目选择工作流和终审级别。",
    en: "A workflow sets the review steps content passes before it is published, each checked by the members of one role; channels choose a workflow and their final step.",
  },
});

/** A new order of workflows: the ids in the order wanted. */
export const ZWorkflowPriorityInput = z.object({ ids: z.array(ZId).min(1, "validation.required").max(1000) });
