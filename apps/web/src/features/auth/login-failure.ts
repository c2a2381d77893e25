import type { AppFailure } from "../../lib/app-error.ts";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";

type T = (key: UiKey) => string;

/** Spec section 8, login: 304 wrong credentials; 301 disabled or locked with the server's reason. */
export function loginFailureText(failure: AppFailure, t: T): string {
  if (failure.network) return t("error.network");
  if (failure.legacyCode === "304") return t("error.wrongCredentials");
  if (failure.legacyCode === "301") return `${failure.message}!`;
  return failure.message;
}

/** Spec section 8, register: 305 username taken, 201 bad parameters. */
export function registerFailureText(failure: AppFailure, t: T): string {
  if (failure.network) return t("error.network");
  if (failure.legacyCode === "305") return t("register.usernameTaken");
  if (failure.legacyCode === "201") return t("register.badParams");
  return failure.message;
}
