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

function safeString() {
  return z.string({ error: "validation.required" }).refine(isStorableText, "validation.textInvalid");
}

/** Required text: trimmed, 1..max characters. */
export function zText(max: number, requiredKey = "validation.required") {
  return safeString().trim().min(1, requiredKey).max(max, "validation.tooLong");
}

/** Optional text: trimmed; blank (or absent) becomes null. */
export function zOptionalText(max: number) {
  return safeString()
    .trim()
    .max(max, "validation.tooLong")
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A text filter: trimmed, blank means no filter. */
export const ZTextFilter = safeString()
  .trim()
  .max(100, "validation.tooLong")
  .optional()
  .transform((value) => (value ? value : undefined));

const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

function isCalendarDay(value: string): boolean {
  const year = Number(value.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A calendar day, exactly yyyy-MM-dd, a real date between 1900 and 2999. */
export const ZDay = z
  .string({ error: "validation.required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.dateFormat")
  .refine(isCalendarDay, "validation.dateFormat");

/** A month, exactly yyyy-MM. */
export const ZMonth = z
  .string({ error: "validation.required" })
  .regex(/^\d{4}-\d{2}$/, "validation.monthFormat")
  .refine((value) => isCalendarDay(`${value}-01`), "validation.monthFormat");

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A moment: "yyyy-MM-dd HH:mm[:ss]" (China time, as the legacy forms send it) or ISO 8601 with a
 * zone. Parsed strictly (a real day, hours 0-23, minutes and seconds 0-59) into a Date.
 */
export const ZDateTime = z.union([z.date(), z.string()], { error: "validation.required" }).transform((value, ctx) => {
  if (value instanceof Date) {
    const year = value.getUTCFullYear();
    if (Number.isNaN(value.getTime()) || year < MIN_YEAR || year > MAX_YEAR) {
      ctx.addIssue({ code: "custom", message: "validation.dateTimeFormat" });
      return z.NEVER;
    }
    return value;
  }
  const match = DATE_TIME.exec(value.trim());
  const [, day = "", hours = "", minutes = "", seconds = "0", zone] = match ?? [];
  if (!match || !isCalendarDay(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
    ctx.addIssue({ code: "custom", message: "validation.dateTimeFormat" });
    return z.NEVER;
  }
  const offset = zone === undefined ? "+08:00" : zone === "Z" ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  return new Date(`${day}T${hours}:${minutes}:${seconds.padStart(2, "0")}${offset}`);
});

/** A URL of a shop or page: http(s) only. */
export const ZWebUrl = safeString()
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
export const ZOptionalPhone = safeString()
  .trim()
  .refine((value) => value === "" || /^(1\d{10}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/.test(value), "validation.phone")
  .nullish()
  .transform((value) => (value ? value : null));
