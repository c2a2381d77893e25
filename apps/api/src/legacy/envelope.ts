import type { Locale } from "@suyuan/contracts/i18n/translate";
import { translate } from "@suyuan/contracts/i18n/translate";
import type { AppError } from "../lib/app-error.ts";

/**
 * The legacy answer: `code` is a string (one path answers a bare number, see LegacyHead); paged
 * lists add totalCount beside body.
 */
export type Envelope = { code: string | number; message: string; body: unknown; totalCount?: number } & Record<
  string,
  unknown
>;

/** A successful envelope's code and message. */
const okHead = (locale: Locale) => ({ code: "200", message: locale === "en" ? "Success" : "成功" });

/**
 * A successful call's envelope. The body's Dates are written as their ISO text here, as
 * JSON.stringify would write them: stringify calls each Date's toJSON, which cost more than the
 * rest of a list answer's text (20 rows hold 60 dates).
 */
export function okEnvelope(
  locale: Locale,
  body: unknown,
  totalCount?: number,
  /** Keys the origin writes beside body on some answers (record/page's `keys`). */
  extra?: Record<string, unknown>,
  /** The answer's own code and message instead of success's (legacy-route.ts LegacyHead). */
  head?: { code: string | number; message?: string; messageKey?: string },
): Envelope {
  return {
    ...(head
      ? { code: head.code, message: head.message ?? translate(head.messageKey ?? "error.parameter", locale) }
      : okHead(locale)),
    body: withDatesAsText(body ?? null),
    ...(totalCount === undefined ? {} : { totalCount }),
    ...extra,
  };
}

/** okEnvelope's text for a body that is JSON text already (a kit list written by the database). */
export function okEnvelopeText(locale: Locale, bodyJson: string, totalCount?: number): string {
  const head = JSON.stringify(okHead(locale)).slice(0, -1);
  return `${head},"body":${bodyJson}${totalCount === undefined ? "" : `,"totalCount":${totalCount}`}}`;
}

/**
 * `value` with every Date in plain objects and arrays replaced by what JSON.stringify writes for
 * it (its ISO text; null when invalid). Anything else is left as it is for JSON.stringify: an
 * object of another kind, or one with its own toJSON, and undefined (left out of objects).
 */
export function withDatesAsText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(withDatesAsText);
  if (value === null || typeof value !== "object" || "toJSON" in value) return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = withDatesAsText((value as Record<string, unknown>)[key]);
  return out;
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
