import { column } from "../../../kit/item-values.ts";
import type { ResourceHooks } from "../../../kit/resource-service.ts";

/** Origins: the reference count is read, never written through the form. */
export const contentOriginHooks: ResourceHooks = {
  computed: { refCount: column("refCount") },
};
