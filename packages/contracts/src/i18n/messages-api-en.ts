import type { messagesApiZh } from "./messages-api-zh.ts";

/** English messages of the API accounts, interfaces and web services. */
export const messagesApiEn: Record<keyof typeof messagesApiZh, string> = {
  "validation.apiPasswordShort": "The separate password has at least 6 characters",
  "apiAccount.passwordUnset": "Set the separate API-account password first",
  "apiAccount.passwordWrong": "Wrong separate password",
  "apiAccount.defaultKept": "The back office's default API account cannot be deleted or disabled",
  "apiInfo.disabled": "This API interface is disabled",
  "apiInfo.dailyLimit": "This interface's calls for today reached the limit ({limit})",
  "webhook.addressRefused": "Deliveries to private or local addresses are refused",
};
