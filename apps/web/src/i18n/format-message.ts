import { messagesZh, type MessageKey } from "@suyuan/contracts/i18n/messages-zh";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { uiMessagesZh, type UiKey } from "./ui-messages-zh.ts";

export type MessageParams = Record<string, string | number>;

// Chinese, the default, comes with the app. English (the UI's texts and the shared messages of
// packages/contracts, which grow with every area) is a chunk of its own, fetched when it is chosen
// or was stored (main.tsx waits for it before the first render), so the sign-in page of a Chinese
// user does not carry it. Until it has arrived, English falls back to Chinese rather than failing.
type Dictionary = Record<UiKey, string>;
type SharedDictionary = Record<MessageKey, string>;
const dictionaries: Partial<Record<Locale, Dictionary>> = { zh: uiMessagesZh };
const sharedDictionaries: Partial<Record<Locale, SharedDictionary>> = { zh: messagesZh };
const LOADERS: Record<Locale, () => Promise<[Dictionary, SharedDictionary]>> = {
  zh: () => Promise.resolve([uiMessagesZh, messagesZh]),
  en: () =>
    Promise.all([
      import("./ui-messages-en.ts").then((module) => module.uiMessagesEn),
      import("@suyuan/contracts/i18n/messages-en").then((module) => module.messagesEn),
    ]),
};
const loading = new Map<Locale, Promise<void>>();

/** Whether the locale's UI texts are here (formatUi uses them at once). */
export function hasUiMessages(locale: Locale): boolean {
  return dictionaries[locale] !== undefined;
}

/** Fetches the locale's UI texts once; a failed fetch is tried again by the next caller. */
export function loadUiMessages(locale: Locale): Promise<void> {
  if (hasUiMessages(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      ([dictionary, shared]) => {
        dictionaries[locale] = dictionary;
        sharedDictionaries[locale] = shared;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function formatUi(locale: Locale, key: UiKey, params: MessageParams = {}): string {
  return fill((dictionaries[locale] ?? uiMessagesZh)[key], params);
}

/** Shared (contracts) message keys such as "validation.passwordRule"; unknown text passes through. */
export function formatShared(locale: Locale, key: string, params: MessageParams = {}): string {
  if (!Object.hasOwn(messagesZh, key)) return fill(key, params);
  return fill((sharedDictionaries[locale] ?? messagesZh)[key as MessageKey], params);
}

export function isUiKey(value: string): value is UiKey {
  return Object.hasOwn(uiMessagesZh, value);
}
