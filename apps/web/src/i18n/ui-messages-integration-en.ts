import type { integrationZh } from "./ui-messages-integration-zh.ts";

/** English texts of the API accounts and web services pages. */
export const integrationEn: Record<keyof typeof integrationZh, string> = {
  "integration.secrets": "Keys",
  "integration.secretsTitle": "Show or replace keys: {name}",
  "integration.secretsHint":
    "Keys are shown in clear here only. Once replaced, calls or checks with the old keys fail at once.",
  "integration.apiPassword": "Separate password",
  "integration.reveal": "Show",
  "integration.regenerate": "Regenerate",
  "integration.regenerated": "New keys generated",
  "integration.passwordTitle": "Set the separate API-account password",
  "integration.passwordHint":
    "The separate password guards showing or replacing keys; the first time, no old password is needed.",
  "integration.oldPassword": "Old password",
  "integration.newPassword": "New password",
  "integration.passwordSaved": "Separate password saved",
  "integration.records": "Call records",
  "integration.deliveries": "Deliveries",
  "integration.time": "Time",
  "integration.path": "Path",
  "integration.ip": "IP",
  "integration.code": "Outcome",
  "integration.event": "Event",
  "integration.status": "Status",
  "integration.attempts": "Attempts",
  "integration.response": "Response",
  "integration.none": "No records yet",
  "integration.status.pending": "Pending",
  "integration.status.delivered": "Delivered",
  "integration.status.failed": "Failed",
};
