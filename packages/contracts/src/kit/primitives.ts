import { z } from "zod";

// The shared Zod primitives every kit field and filter is built from. They refuse what a
// PostgreSQL column would refuse (ids past int4, NUL bytes, lone UTF-16 surrogates, impossible
// dates), so bad input is a clear validation answer and never reaches the database.

/** PostgreSQL `integer` (int4) upper bound: ids and counts never pass it. */
export const MAX_INT4 = 2_147_483_647;

/** A row id: a positive int4. */
export const ZId = z
  .number({ error: "validation.required" })
  .int("validation.invalid")
  .positive("validation.invalid")
  .max(MAX_INT4, "validation.invalid");

export const ZIdList = z.array(ZId).min(1, "validation.required").max(1000, "validation.tooMany");

/** Text PostgreSQL can store and JSON can carry: no NUL, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  // A lone surrogate is a high one not followed by a low one, or a low one not after a high one.
  // eslint-disable-next-line no-control-regex -- NUL is exactly what is refused here
  return !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

/**
 * A string PostgreSQL can store, and nothing more: the start of every text input (trimming,
 * lengths and formats follow). `requiredKey` is the message when it is missing or no string.
 */
export function zString(requiredKey = "validation.required") {
  return z.string({ error: requiredKey }).refine(isStorableText, "validation.textInvalid");
}

/** A password as typed: storable, never trimmed (spaces count), 1..max characters. */
export function zSecret(max: number, requiredKey = "validation.passwordRequired") {
  return zString(requiredKey).min(1, requiredKey).max(max, "validation.tooLong");
}

/** A whole number min..max within int4 (every integer column is int4, so is paging). */
export function zInt(min = 0, max = MAX_INT4) {
  return z
    .number({ error: "validation.number" })
    .int("validation.integer")
    .min(min, "validation.tooSmall")
    .max(Math.min(max, MAX_INT4), "validation.tooBig");
}

/** PostgreSQL `bigint` (int8) upper bound. */
const MAX_INT8 = 9_223_372_036_854_775_807n;

/** A bigint row id (readings), as text on the wire: a positive int8. One check, so BigInt never sees a non-number. */
export const ZBigId = z
  .string({ error: "validation.required" })
  .refine((value) => /^[1-9]\d{0,18}$/.test(value) && BigInt(value) <= MAX_INT8, "validation.invalid");

/** Required text: trimmed, 1..max characters (`requiredKey` when missing or blank). */
export function zText(max: number, requiredKey = "validation.required") {
  return zString(requiredKey).trim().min(1, requiredKey).max(max, "validation.tooLong");
}

/** Optional text: trimmed; blank (or absent) becomes null. */
export function zOptionalText(max: number) {
  return zString()
    .trim()
    .max(max, "validation.tooLong")
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A text filter: trimmed, blank means no filter. */
export const ZTextFilter = zString()
  .trim()
  .max(100, "validation.tooLong")
  .optional()
  .transform((value) => (value ? value : undefined));

/** The years a date or a moment may fall in (inputs refuse others; the start-up check reports stored ones). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** A missing value is "required"; a value of the wrong type gets the rule's own message. */
const missingOr = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "validation.required" : message;

function isCalendarDay(value: string): boolean {
  const year = Number(value.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** An instant whose UTC year is within MIN_YEAR..MAX_YEAR (what a stored moment must be). */
function isSaneInstant(value: Date): boolean {
  const year = value.getUTCFullYear();
  return !Number.isNaN(value.getTime()) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A calendar day, exactly yyyy-MM-dd, a real date between 1900 and 2999. */
export const ZDay = z
  .string({ error: missingOr("validation.dateFormat") })
  // One check, so a text that is not yyyy-MM-dd gets one message (and, not aborting, unions of
  // inputs such as the legacy log list still name the field's own rule).
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value), "validation.dateFormat");

/** A month, exactly yyyy-MM. */
export const ZMonth = z
  .string({ error: missingOr("validation.monthFormat") })
  .refine((value) => /^\d{4}-\d{2}$/.test(value) && isCalendarDay(`${value}-01`), "validation.monthFormat");

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A moment's text in one of the documented forms, as a Date; null when it is not one. */
function parseMoment(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  const [, day = "", hours = "", minutes = "", seconds = "0", fraction = "", zone] = match ?? [];
  if (!match || !isCalendarDay(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const offset = zone === undefined ? "+08:00" : zone === "Z" ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const moment = new Date(`${day}T${hours}:${minutes}:${seconds.padStart(2, "0")}${fraction}${offset}`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/**
 * A moment: "yyyy-MM-dd HH:mm[:ss]" (China time, as the legacy forms send it) or ISO 8601 with a
 * zone, or a Date (tRPC clients). Parsed strictly (a real day, hours 0-23, minutes and seconds
 * 0-59, years 1900-2999) into a Date; nothing else (no bare day, no "1", no 5-digit year).
 */
export const ZDateTime = z
  .union([z.date(), z.string()], { error: missingOr("validation.dateTimeFormat") })
  .transform((value, ctx) => {
    const moment = value instanceof Date ? value : parseMoment(value);
    if (!moment || !isSaneInstant(moment)) {
      ctx.addIssue({ code: "custom", message: "validation.dateTimeFormat" });
      return z.NEVER;
    }
    return moment;
  });

/**
 * A stored moment in an answer: any Date the database gave, even one outside the input range or
 * one the driver could not read (an Invalid Date, which goes out as null). Output only: a row
 * written before the input rules were strict must not make a whole list fail; the start-up check
 * (apps/api/src/services/bootstrap/stored-dates.ts) reports such rows.
 */
export const ZStoredDateTime = z.custom<Date>((value) => value instanceof Date, "validation.invalid");

/** An uploaded file's address as the upload endpoints answer it: /uploads/<id>. */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]{16,64}$/;

/**
 * An address a record may store and a page may link to or show: http(s), or a file uploaded to
 * this product. Anything else (javascript:, data:, relative paths) is refused where it is written,
 * so no page ever has to decide whether a stored link is safe.
 */
export function isLinkUrl(value: string): boolean {
  return UPLOAD_PATH.test(value) || /^https?:\/\/[^\s<>"'`]{1,490}$/i.test(value);
}

/** A stored link or file address (isLinkUrl). */
export const ZLinkUrl = zText(500).refine(isLinkUrl, "validation.linkUrl");

/** An optional stored link or file address (isLinkUrl); blank is none. */
export const ZOptionalLinkUrl = zOptionalText(500).refine(
  (value) => value === null || isLinkUrl(value),
  "validation.linkUrl",
);

/** A URL of a shop or page: http(s) only. */
export const ZWebUrl = zString()
  .trim()
  .max(500, "validation.tooLong")
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), "validation.url")
  .nullish()
  .transform((value) => (value ? value : null));

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECKS = "10X98765432";

/**
 * GB 11643 citizen ID number: 17 digits (region, birth date yyyyMMdd) and a check character,
 * the ISO 7064 MOD 11-2 of the first 17 ("X" for 10).
 */
export function isValidIdCard(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (!isCalendarDay(birth)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(value[index]) * (ID_CARD_WEIGHTS[index] ?? 0);
  return ID_CARD_CHECKS[sum % 11] === value[17];
}

export const ZIdCard = z
  .string({ error: "validation.required" })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isValidIdCard, "validation.idCard");

/** Phone: a mobile number or a landline with area code (0571-88886666, 057188886666). */
export const ZOptionalPhone = zString()
  .trim()
  .refine((value) => value === "" || /^(1\d{10}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/.test(value), "validation.phone")
  .nullish()
  .transform((value) => (value ? value : null));
