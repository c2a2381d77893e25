import type { ResourceHooks } from "../../kit/resource-service.ts";
import { assertIdCardFree, assertSiteReferences } from "../access/site-references.ts";

/** Served users: the town chosen is one of the current site's; an ID card number is registered once per site. */
export const userInfoHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current) {
    await assertSiteReferences(tx, ctx, "town", [data.townId as number | null], "townId");
    await assertIdCardFree(tx, ctx, "userInfo", data.idCard, current);
    return data;
  },
};
