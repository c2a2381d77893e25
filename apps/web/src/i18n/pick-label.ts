import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { Label } from "@suyuan/contracts/kit/fields";

/** A text given in both languages (definition labels, the `*_TEXTS` tables) in the current locale. */
export function pick(label: Label, locale: Locale): string {
  return locale === "en" ? label.en : label.zh;
}
