import type { ResourceHooks } from "../../kit/resource-service.ts";
import { typedSecretHooks } from "../api-account/typed-secrets.ts";

/** The sites' Baidu Tongji accounts (a kit resource): the password and token kept and masked. */
export const statAccountHooks: ResourceHooks = typedSecretHooks({ password: "password", tjToken: "tj_token" });
