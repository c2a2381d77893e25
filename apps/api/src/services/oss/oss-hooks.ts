import type { ResourceHooks } from "../../kit/resource-service.ts";
import { typedSecretHooks } from "../api-account/typed-secrets.ts";

/** Object-storage accounts (a kit resource): the two keys typed, kept and answered masked. */
export const ossHooks: ResourceHooks = typedSecretHooks({ secretId: "secret_id", appKey: "app_key" });
