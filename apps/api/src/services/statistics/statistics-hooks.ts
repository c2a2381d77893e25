import type { ResourceHooks } from "../../kit/resource-service.ts";
import { currentSite } from "../access/site-scope.ts";
import { assertSiteReference } from "../import/site-references.ts";

/** Statistics rows name a town of the current site; (town, month) is unique (database constraint). */
export const townStatisticHooks: ResourceHooks = {
  async prepare(tx, ctx, data) {
    await assertSiteReference(tx, "town", data.townId, currentSite(ctx), "townId");
    return data;
  },
};
