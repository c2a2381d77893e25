import type { TransactionClient } from "@suyuan/db/client";
import { count, jsonRows, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

/** The steps are replaced as a whole: content keeps the number of steps it passed, not step rows. */
async function writeSteps(tx: TransactionClient, workflowId: number, roleIds: readonly number[]) {
  const known = await tx.role.count({ where: { id: { in: [...new Set(roleIds)] } } });
  if (known !== new Set(roleIds).size)
    throw new AppError("BAD_REQUEST", {
      messageKey: "workflow.roleNotFound",
      fieldErrors: { roleIds: ["workflow.roleNotFound"] },
    });
  await tx.workflowStep.deleteMany({ where: { workflowId } });
  await tx.workflowStep.createMany({
    data: roleIds.map((roleId, index) => ({ workflowId, step: index + 1, roleId })),
  });
}

/** Workflows (a kit resource): the ordered steps (one role each) are written with the workflow. */
export const workflowHooks: ResourceHooks = {
  computed: {
    steps: sql(() =>
      jsonRows(
        `SELECT s.step, s.role_id AS "roleId", o.name AS "roleName"
           FROM cms_workflow_step s JOIN role o ON o.id = s.role_id WHERE s.workflow_id = t.id`,
        "r.step",
      ),
    ),
    roleIds: sql(
      () =>
        `COALESCE((SELECT json_agg(s.role_id ORDER BY s.step) FROM cms_workflow_step s WHERE s.workflow_id = t.id), '[]'::json)`,
    ),
    stepCount: count("steps"),
  },
  async afterWrite(tx, _ctx, id, _data, _current, input) {
    await writeSteps(tx, id, input.roleIds as number[]);
  },
  async beforeDelete(tx, _ctx, rows) {
    const ids = rows.map((row) => row.id as number);
    // A channel left without its workflow would publish without review: refuse instead.
    if (await tx.channel.findFirst({ where: { workflowId: { in: ids } }, select: { id: true } }))
      throw new AppError("RULE_VIOLATION", { messageKey: "workflow.inUse" });
  },
};
