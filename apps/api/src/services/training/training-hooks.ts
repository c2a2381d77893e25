import type { ResourceHooks } from "../../kit/resource-service.ts";
import { assertSiteReferences } from "../access/site-references.ts";

/**
 * Trainings: the town and every attendee (household or served user) are the current site's; a
 * blank attendee count becomes the number of people linked.
 */
export const trainingHooks: ResourceHooks = {
  async prepare(tx, ctx, data, _current, input) {
    const personIds = (input.personIds as number[] | undefined) ?? [];
    const userInfoIds = (input.userInfoIds as number[] | undefined) ?? [];
    await assertSiteReferences(tx, ctx, "town", [data.townId as number | null], "townId");
    await assertSiteReferences(tx, ctx, "personInfo", personIds, "personIds");
    await assertSiteReferences(tx, ctx, "userInfo", userInfoIds, "userInfoIds");
    const attendeeCount = data.attendeeCount ?? personIds.length + userInfoIds.length;
    return { ...data, attendeeCount };
  },
};
