import type { Locale } from "@suyuan/contracts/i18n/translate";
import { translate } from "@suyuan/contracts/i18n/translate";
import type { AppError } from "../lib/app-error.ts";

/** The legacy answer: `code` is a string; paged lists add totalCount beside body. */
export type Envelope = { code: string; message: string; body: unknown; totalCount?: number };

export function okEnvelope(locale: Locale, body: unknown, totalCount?: number): Envelope {
  return {
    code: "200",
    message: locale === "en" ? "Success" : "成功",
    body: body ?? null,
    ...(totalCount === undefined ? {} : { totalCount }),
  };
}

export function errorEnvelope(error: AppError, locale: Locale): Envelope {
  const fieldErrors = error.localizedFieldErrors(locale);
  return {
    code: error.legacyCode,
    message: error.localizedMessage(locale),
    body: fieldErrors ? { fieldErrors } : null,
  };
}

export function messageEnvelope(code: string, key: string, locale: Locale): Envelope {
  return { code, message: translate(key, locale), body: null };
}
