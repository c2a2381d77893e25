/** The events an endpoint may receive: users and contents created, updated, deleted. */
export const WEBHOOK_EVENTS = [
  "user.created",
  "user.updated",
  "user.deleted",
  "content.created",
  "content.updated",
  "content.deleted",
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header names of a delivery (docs/webhooks.md says how a receiver checks them). */
export const WEBHOOK_HEADERS = {
  signature: "x-suyuan-signature",
  timestamp: "x-suyuan-timestamp",
  event: "x-suyuan-event",
  delivery: "x-suyuan-delivery",
} as const;

/**
 * The origin's names of the events its web services were told of (webservice/* `type`): users
 * only, one event per service.
 */
export const ORIGIN_WEBSERVICE_TYPES = {
  addUser: "user.created",
  updateUser: "user.updated",
  deleteUser: "user.deleted",
} as const satisfies Record<string, WebhookEvent>;

export type OriginWebserviceType = keyof typeof ORIGIN_WEBSERVICE_TYPES;
