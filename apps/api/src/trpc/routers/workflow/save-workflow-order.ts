import { ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { WORKFLOW_KEYS } from "@suyuan/contracts/content/content-keys";
import { ZWorkflowPriorityInput } from "@suyuan/contracts/content/workflow-resource";
import { saveWorkflowOrder } from "../../../services/content/workflow-priority.ts";
import { permissionProcedure } from "../../init.ts";

/** A new order of the site's workflows (the origin's workflow/priority). */
export const saveWorkflowOrderProcedure = permissionProcedure(WORKFLOW_KEYS.priority)
  .meta({ legacy: { paths: ["/workflow/priority"] } })
  .input(ZWorkflowPriorityInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => saveWorkflowOrder(ctx, input.ids));
