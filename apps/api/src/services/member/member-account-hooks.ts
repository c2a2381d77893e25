import { sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";

/** The bound member's profile beside each binding, "" without one (the origin's account/list). */
const memberValue = (expression: string) =>
  sql(() => `COALESCE((SELECT to_json(${expression}) FROM cms_member m WHERE m.id = t.member_id), '""'::json)`);

export const memberAccountHooks: ResourceHooks = {
  computed: {
    userRealName: sql(() => `COALESCE((SELECT m.real_name FROM cms_member m WHERE m.id = t.member_id), '')`),
    userIntro: sql(() => `COALESCE((SELECT m.intro FROM cms_member m WHERE m.id = t.member_id), '')`),
    userGender: memberValue("m.gender"),
  },
};
