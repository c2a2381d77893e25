import type { ResourceHooks } from "../../kit/resource-service.ts";
import { maskedSecret } from "../api-account/api-account-hooks.ts";
import { newWebhookSecret } from "../api-account/api-secrets.ts";
import { typedSecretHooks } from "../api-account/typed-secrets.ts";
import { assertWebhookUrl } from "./webhook-address.ts";

/**
 * Web services (a kit resource): the endpoint's address is one a delivery may go to (no private
 * or local address unless the installation allows them), the signing secret is generated on
 * create and answered masked.
 */
export const webhookHooks: ResourceHooks = {
  computed: { secret: maskedSecret("secret") },

  prepare(_tx, _ctx, data, current) {
    if (typeof data.url === "string") assertWebhookUrl(data.url);
    return Promise.resolve(current ? data : { ...data, secret: newWebhookSecret() });
  },
};

/** Receivers' credentials (a kit resource): the password typed, kept and answered masked. */
export const webhookAuthHooks: ResourceHooks = typedSecretHooks({ password: "password" });
