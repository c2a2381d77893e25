import type { ResourceHooks } from "../../kit/resource-service.ts";
import { currentSite } from "../access/site-scope.ts";
import { assertSiteReference } from "../import/site-references.ts";

/** A parcel's station is one of the current site's; (company, waybill no.) is unique per site. */
export const expressHooks: ResourceHooks = {
  async prepare(tx, ctx, data) {
    await assertSiteReference(tx, "villageStation", data.stationId, currentSite(ctx), "stationId");
    return data;
  },
};
