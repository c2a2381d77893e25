import { sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { currentSite } from "../access/site-scope.ts";

/**
 * Rating items belong to the current site's groups (items have no site of their own), answer their
 * group's name flat as the origin does, and keep their group once made (the origin's update
 * cannot move an item).
 */
export const scoreItemHooks: ResourceHooks = {
  scope: (ctx) => ({ group: { siteId: currentSite(ctx) } }),
  computed: {
    groupName: sql(() => "(SELECT g.name FROM cms_score_group g WHERE g.id = t.group_id)"),
  },
  prepare(_tx, _ctx, data, current) {
    if (!current) return Promise.resolve(data);
    return Promise.resolve({ ...data, groupId: current.groupId });
  },
};
