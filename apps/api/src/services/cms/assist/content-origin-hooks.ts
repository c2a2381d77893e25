import type { ResourceHooks } from "../../../kit/resource-service.ts";

/** Origins: the reference count is read, never written through the form. */
export const contentOriginHooks: ResourceHooks = {
  passThrough: ["refCount"],
};
