import type { MessageKey } from "@suyuan/contracts/i18n/messages-zh";
import { messagesSignInZh } from "@suyuan/contracts/i18n/messages-sign-in-zh";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { uiSignInZh } from "./ui-messages-sign-in-zh.ts";
import type { UiKey } from "./ui-messages-zh.ts";

export type MessageParams = Record<string, string | number>;

// Only the texts of the pages before sign-in come with the app (ui-messages-sign-in-zh.ts and the
// contracts' messages-sign-in-zh.ts), so the sign-in page does not carry the texts of every area,
// which grow with each one. A locale's whole dictionaries (the UI's and the shared messages of
// packages/contracts) are a chunk fetched once: Chinese when the signed-in app opens (the _authed
// route waits for it), English when it is chosen or was stored (main.tsx waits for it before the
// first render). A text not here yet falls back to Chinese, then to its key, rather than failing.
type Dictionary = Record<UiKey, string>;
type SharedDictionary = Record<MessageKey, string>;
const dictionaries: Partial<Record<Locale, Dictionary>> = {};
const sharedDictionaries: Partial<Record<Locale, SharedDictionary>> = {};
const signInUi: Partial<Dictionary> = uiSignInZh;
const signInShared: Partial<SharedDictionary> = messagesSignInZh;
const LOADERS: Record<Locale, () => Promise<[Dictionary, SharedDictionary]>> = {
  zh: () =>
    Promise.all([
      import("./ui-messages-zh.ts").then((module) => module.uiMessagesZh),
      import("@suyuan/contracts/i18n/messages-zh").then((module) => module.messagesZh),
    ]),
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
  return fill(dictionaries[locale]?.[key] ?? dictionaries.zh?.[key] ?? signInUi[key] ?? key, params);
}

/** Shared (contracts) message keys such as "validation.passwordRule"; unknown text passes through. */
export function formatShared(locale: Locale, key: string, params: MessageParams = {}): string {
  const dictionary = sharedDictionaries[locale] ?? sharedDictionaries.zh ?? signInShared;
  if (!Object.hasOwn(dictionary, key)) return fill(key, params);
  return fill(dictionary[key as MessageKey] ?? key, params);
}

export function isUiKey(value: string): value is UiKey {
  return Object.hasOwn(dictionaries.zh ?? dictionaries.en ?? signInUi, value);
}
