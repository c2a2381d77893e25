import { z } from "zod";

// Personal data (身份证号, a person's mobile number) is shown masked wherever the product answers
// it: lists, views, exports and the legacy answers. A field declares its kind once (fields.ts:
// `field.idCard`, `field.phone`); the API's resource kit masks every item it writes, and only
// the holders of the reveal key (route-registry.ts: OPERATION_KEYS.personalDataReveal) may ask
// for a row's values in full, each time written to the operation log. docs/personal-data.md.

/** How a field's value is masked: an ID card number keeps 6 + 4 characters, a phone 3 + 4. */
export type PersonalDataKind = "idCard" | "mobile";

/** The characters kept visible at the start and the end of each kind (330523********1238, 138****0000). */
export const MASK_KEEP: Record<PersonalDataKind, { head: number; tail: number }> = {
  idCard: { head: 6, tail: 4 },
  mobile: { head: 3, tail: 4 },
};

export const MASK_CHARACTER = "*";

/**
 * The masked text of a value: its head and tail kept, every character between as `*`. A value
 * too short to keep both is masked whole, so no short value is ever shown in full.
 */
function maskText(kind: PersonalDataKind, value: string): string {
  const { head, tail } = MASK_KEEP[kind];
  const characters = Array.from(value);
  if (characters.length <= head + tail) return MASK_CHARACTER.repeat(characters.length);
  return (
    characters.slice(0, head).join("") +
    MASK_CHARACTER.repeat(characters.length - head - tail) +
    characters.slice(characters.length - tail).join("")
  );
}

/** A value as a masked field shows it: text masked, null as it is. */
export function maskValue(kind: PersonalDataKind, value: unknown): unknown {
  return typeof value === "string" && value !== "" ? maskText(kind, value) : value;
}

/** Text holding the mask character: a masked value sent back unchanged (an edit form's). */
export function isMaskedText(value: unknown): value is string {
  return typeof value === "string" && value.includes(MASK_CHARACTER);
}

/** The masked fields of a definition's field list, with their kinds. */
export function maskedFields(
  fields: Record<string, { mask?: PersonalDataKind }>,
): readonly (readonly [key: string, kind: PersonalDataKind])[] {
  return Object.entries(fields).flatMap(([key, spec]) => (spec.mask ? [[key, spec.mask] as const] : []));
}

/**
 * A masked field's input rule: its own rule, or its masked text as it was shown (an edit form
 * saved without retyping the number). The service then keeps the stored value when the text is
 * that value's mask and refuses any other masked text (resource-service.ts). Written as a
 * preprocess so an optional field's key may still be absent (a transform over any value would
 * make the key required); the result keeps the field's own type, which masked text (a string)
 * already fits.
 */
export function keepingMasked<T extends z.ZodType>(input: T): T {
  const rule = z.preprocess(
    (value, ctx) => {
      if (isMaskedText(value)) return value;
      const parsed = input.safeParse(value);
      if (parsed.success) return parsed.data;
      // The field's own issues as they are (message keys, limits), so forms read them as before.
      for (const issue of parsed.error.issues)
        ctx.issues.push({ ...issue, input: value } as (typeof ctx.issues)[number]);
      return z.NEVER;
    },
    z.custom<z.output<T>>(() => true),
  );
  return rule as unknown as T;
}
