import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { withDateRangeRule } from "@suyuan/contracts/common/list";
import type { z } from "zod";
import { resourceExport } from "../../kit/resource-export.ts";
import type { ExportResource } from "../export/export-resources.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";

type Range = z.ZodType<{ from?: string; to?: string }>;

/**
 * GET /export/batches, the list's original address (registered in EXPORT_RESOURCES): the kit's
 * export of the batch columns, still refusing a production-date range that ends before it starts.
 */
export const batchExport: ExportResource = {
  ...resourceExport(batchResource, (ctx, filters) => RESOURCE_SERVICES.batch.iterate(ctx, filters)),
  filters: withDateRangeRule(batchResource.schemas.filters as unknown as Range),
};
