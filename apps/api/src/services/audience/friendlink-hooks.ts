import { sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";

/** Friend links answer their category's name flat, as the origin's friendlink/list and get do. */
export const friendlinkHooks: ResourceHooks = {
  computed: {
    categoryName: sql(() => "(SELECT c.name FROM cms_friendlink_ctg c WHERE c.id = t.category_id)"),
  },
};
