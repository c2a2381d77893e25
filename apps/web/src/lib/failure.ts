import type { UiKey } from "../i18n/ui-messages-zh.ts";
import { toAppFailure, type AppFailure } from "./app-error.ts";
import { notifyError } from "./notify.ts";

/** The text for a failed call: the server's translated message, or 服务器响应失败 when none came. */
export function failureText(failure: AppFailure, t: (key: UiKey) => string): string {
  return failure.network ? t("error.network") : failure.message;
}

/** Toasts a failed mutation, unless it ended the session (the session handler says that). */
export function notifyFailure(error: unknown, t: (key: UiKey) => string): AppFailure {
  const failure = toAppFailure(error);
  if (failure.legacyCode !== "302" && failure.legacyCode !== "3") notifyError(failureText(failure, t));
  return failure;
}

/** Field messages the server sent (already translated), first one per field. */
export function serverFieldErrors(failure: AppFailure): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(failure.fieldErrors)) {
    // Nested paths such as "data.realName" belong to the form's "realName".
    const field = path.split(".").at(-1) ?? path;
    const first = messages[0];
    if (first && !(field in result)) result[field] = first;
  }
  return result;
}
