import { column } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { maskedSecret } from "../api-account/api-account-hooks.ts";
import { newWebhookSecret } from "../api-account/api-secrets.ts";
import { typedSecretHooks } from "../api-account/typed-secrets.ts";
import { assertWebhookUrl } from "./webhook-address.ts";

/** The origin's SOAP fields (the definition's extraInput): written when given, else kept. */
const ORIGIN_COLUMNS = ["targetNamespace", "successResult", "operate", "params"] as const;

/**
 * Web services (a kit resource): the endpoint's address is one a delivery may go to (no private
 * or local address unless the installation allows them), the signing secret is generated on
 * create and answered masked; the origin's SOAP fields are kept as its client gave them.
 */
export const webhookHooks: ResourceHooks = {
  computed: {
    secret: maskedSecret("secret"),
    ...Object.fromEntries(ORIGIN_COLUMNS.map((name) => [name, column(name)])),
  },

  prepare(_tx, _ctx, data, current, input) {
    if (typeof data.url === "string") assertWebhookUrl(data.url);
    const origin = Object.fromEntries(
      ORIGIN_COLUMNS.flatMap((name) => (input[name] === undefined ? [] : [[name, input[name]]])),
    );
    return Promise.resolve(current ? { ...data, ...origin } : { ...data, ...origin, secret: newWebhookSecret() });
  },
};

/** Receivers' credentials (a kit resource): the password typed, kept and answered masked. */
export const webhookAuthHooks: ResourceHooks = typedSecretHooks({ password: "password" });
