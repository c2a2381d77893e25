import { DEFAULT_LOCALE, type Locale } from "@suyuan/contracts/i18n/locale";
import { LOCAL_KEYS, readLocal, writeLocal } from "../lib/local-keys.ts";

export function storedLocale(): Locale {
  return readLocal(LOCAL_KEYS.language) === "en" ? "en" : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  writeLocal(LOCAL_KEYS.language, locale);
}
