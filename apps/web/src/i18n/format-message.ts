import { translate, type Locale } from "@suyuan/contracts/i18n/translate";
import { uiMessagesEn } from "./ui-messages-en.ts";
import { uiMessagesZh, type UiKey } from "./ui-messages-zh.ts";

export type MessageParams = Record<string, string | number>;

const dictionaries: Record<Locale, Record<UiKey, string>> = { zh: uiMessagesZh, en: uiMessagesEn };

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function formatUi(locale: Locale, key: UiKey, params: MessageParams = {}): string {
  return fill(dictionaries[locale][key], params);
}

/** Shared (contracts) message keys such as "validation.passwordRule"; unknown text passes through. */
export function formatShared(locale: Locale, key: string, params: MessageParams = {}): string {
  return translate(key, locale, params);
}

export function isUiKey(value: string): value is UiKey {
  return Object.hasOwn(uiMessagesZh, value);
}
