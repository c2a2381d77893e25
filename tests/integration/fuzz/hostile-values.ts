import { isStorableText, MAX_INT4 } from "@suyuan/contracts/kit/primitives";
import fc from "fast-check";

// The values that once reached the database and answered 500, and their neighbours: text
// PostgreSQL cannot store (NUL) or JSON cannot carry (lone UTF-16 surrogates), ids past int4,
// numbers JSON cannot say, impossible and out-of-range dates, and values of the wrong shape.

function deep(levels: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = wrap(value);
  return value;
}

export const HOSTILE_TEXT: readonly string[] = [
  "a\u0000b",
  "\u0000",
  "\ud800",
  "x\udc00y",
  "\udbff\u0041",
  "\ud83d", // half an emoji
  "2026-02-30",
  "0000-01-01",
  "+200000-01-01",
  "-000001-01-01",
  "2026-13-01",
  "1899-12-31",
  "3000-01-01",
  "2026-02-29 25:61:61",
  "0000-01-01 00:00:00",
  "2026-02-30T08:00:00Z",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "2147483648",
  "1e308",
  "0x10",
  "１２",
  "   ",
  "x".repeat(5_000),
];

const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  5e-324,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** Wrong shapes: arrays where scalars go, objects, nesting deep enough to hurt a recursive walk. */
const HOSTILE_SHAPES: readonly unknown[] = [
  true,
  null,
  [],
  [1, 2],
  ["a\u0000b"],
  [2 ** 31],
  {},
  { id: 1 },
  JSON.parse('{"toString":"x","valueOf":1,"__proto__":{"polluted":true}}') as unknown,
  deep(200, 1, (inner) => ({ a: inner })),
  deep(200, 1, (inner) => [inner]),
  2n ** 70n,
  new Date("0000-01-01T00:00:00Z"),
  new Date("-000001-01-01T00:00:00Z"),
  new Date(8.64e15), // year 275760
  new Date("2026-02-28T16:00:00Z"),
];

/** Every hostile value, for the exhaustive contract sweep. */
export const HOSTILE_VALUES: readonly unknown[] = [...HOSTILE_TEXT, ...HOSTILE_NUMBERS, ...HOSTILE_SHAPES];

/** Text a legacy form may carry besides the catalogue: lists, JSON and deep nesting, as strings. */
export const HOSTILE_FORM_TEXT: readonly string[] = [
  ...HOSTILE_TEXT,
  "1,2147483648",
  "1,\u0000",
  "1,,,-1",
  '["\\u0000"]',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  "[".repeat(5_000) + "]".repeat(5_000),
  "true",
  "null",
  "undefined",
  "%00",
];

/** Random text with NUL, lone surrogates and other control characters mixed into ordinary text. */
const wildText = fc
  .array(
    fc.oneof(
      fc.constantFrom("\u0000", "\ud800", "\udfff", "\ud83d", "\u0001", "\u202e", "\ufeff", "%00", "'", '"', "\\"),
      fc.string({ unit: "grapheme", maxLength: 4 }),
      fc.string({ unit: "binary", maxLength: 4 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(""));

/** One hostile value: mostly from the catalogue, sometimes freshly generated text or numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_VALUES), weight: 6 },
  { arbitrary: wildText, weight: 2 },
  { arbitrary: fc.oneof(fc.integer({ min: MAX_INT4 + 1, max: Number.MAX_SAFE_INTEGER }), fc.double()), weight: 1 },
);

/**
 * What an accepted value may hold if it is to reach the database: storable text, finite numbers
 * (integers are checked against int4 by their schema, see integerPastInt4; decimals are bounded by
 * their field), real dates between 1900 and 2999. The first problem found, or null.
 */
export function unstorable(value: unknown, depth = 0): string | null {
  if (depth > 50) return "nested deeper than 50 levels";
  if (typeof value === "string") return isStorableText(value) ? null : `text ${JSON.stringify(value)}`;
  if (typeof value === "number") return Number.isFinite(value) ? null : `number ${value}`;
  if (typeof value === "bigint") return `bigint ${value}`;
  if (value instanceof Date) {
    const year = value.getUTCFullYear();
    return Number.isNaN(value.getTime()) || year < 1900 || year > 2999 ? `date ${String(value)}` : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unstorable(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const problem = isStorableText(key) ? unstorable(item, depth + 1) : `key ${JSON.stringify(key)}`;
      if (problem) return problem;
    }
  }
  return null;
}

/** A short, printable description of a value for failure messages. */
export function describeValue(value: unknown): string {
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid Date" : `Date(${value.toISOString()})`;
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}…(${text.length})` : text;
}

/** One hostile form value: forms carry only text. */
export const hostileFormText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_FORM_TEXT), weight: 5 },
  { arbitrary: wildText, weight: 2 },
);

/**
 * Text as it arrives after URL-encoding: a lone surrogate cannot be sent in UTF-8 and becomes
 * U+FFFD (what the client signs must be what the server reads).
 */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}
