import { AppError } from "../../lib/app-error.ts";
import { checkRemoteUrl } from "../cms/remote-image.ts";
import { isPublicAddress } from "../cms/public-address.ts";

// Where deliveries may go: the server-side fetch guard of the remote images (cms/remote-image.ts,
// cms/public-address.ts), public addresses on web ports only, unless the installation allows
// private and local ones (WEBHOOK_PRIVATE_ADDRESSES, for a receiver on the same network, and tests).

let allowPrivate = false;

/** Set once at start from the configuration. */
export function allowPrivateWebhookAddresses(allow: boolean): void {
  allowPrivate = allow;
}

/** Which resolved addresses a delivery may connect to. */
export function isAllowedWebhookAddress(address: string): boolean {
  return allowPrivate || isPublicAddress(address);
}

/** Any port is allowed with private addresses (a receiver on the same network), web ports otherwise. */
export function webhookAnyPort(): boolean {
  return allowPrivate;
}

/** Refuses an endpoint URL a delivery could not be sent to (a literal private address, a bad scheme or port). */
export function assertWebhookUrl(url: string): URL {
  try {
    return checkRemoteUrl(url, isAllowedWebhookAddress, webhookAnyPort());
  } catch {
    throw new AppError("BAD_REQUEST", { fieldErrors: { url: ["webhook.addressRefused"] } });
  }
}
