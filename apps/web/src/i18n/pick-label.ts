import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { Label } from "@suyuan/contracts/kit/fields";

/**
 * A `Label` in the current locale: the texts that come with a resource definition (its fields,
 * columns, actions and statuses, in packages/contracts) and a kit page's own title and hint. Every
 * other page text is a dictionary key read with `t` (i18n-context.tsx).
 */
export function pick(label: Label, locale: Locale): string {
  return locale === "en" ? label.en : label.zh;
}
