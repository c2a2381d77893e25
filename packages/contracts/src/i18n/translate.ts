import { messagesEn } from "./messages-en.ts";
import { messagesZh, type MessageKey } from "./messages-zh.ts";

import { DEFAULT_LOCALE, type Locale } from "./locale.ts";

export { type Locale };

const dictionaries: Record<Locale, Record<MessageKey, string>> = { zh: messagesZh, en: messagesEn };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesZh, value);
}

/** Text for a message key; `{name}` placeholders are filled from params. Unknown keys pass through. */
export function translate(
  key: string,
  locale: Locale = DEFAULT_LOCALE,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? dictionaries[locale][key] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Picks zh or en from an Accept-Language style value; Chinese unless English is asked for first. */
export function pickLocale(header: string | null | undefined): Locale {
  const first = header?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : DEFAULT_LOCALE;
}
