import { currentSite } from "../access/site-scope.ts";
import { reorderRows } from "../list/reorder-rows.ts";
import type { ServiceContext } from "../service-context.ts";

/** Saves a new order of the site's workflows: the ids in the order wanted (priority 1, 2, ...). */
export function saveWorkflowOrder(ctx: ServiceContext, ids: readonly number[]): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return reorderRows(ctx, {
    model: "workflow",
    resource: "workflow",
    scope: { siteId: currentSite(ctx) },
    ids: unique,
    dataOf: (index) => ({ priority: index + 1 }),
    detail: { ids: unique },
  });
}
