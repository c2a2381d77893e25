import type { ResourceHooks } from "../../kit/resource-service.ts";
import { column } from "../../kit/item-values.ts";
import { assertIdCardFree, assertSiteReferences } from "../access/site-references.ts";

/**
 * Impoverished households: the town is the current site's; the item carries the poverty state
 * and the day it last changed, which only `updateState` writes.
 */
export const personInfoHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current) {
    await assertSiteReferences(tx, ctx, "town", [data.townId as number | null], "townId");
    await assertIdCardFree(tx, ctx, "personInfo", data.idCard, current);
    return data;
  },
  computed: { state: column("state"), stateChangedAt: column("stateChangedAt", "day") },
};
