import type { Locale } from "@suyuan/contracts/i18n/translate";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import "dayjs/locale/en";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import {
  formatShared,
  formatUi,
  hasUiMessages,
  isUiKey,
  loadUiMessages,
  type MessageParams,
} from "./format-message.ts";
import { storedLocale, storeLocale } from "./locale-storage.ts";
import type { UiKey } from "./ui-messages-zh.ts";

export type I18n = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** UI text by key. */
  t: (key: UiKey, params?: MessageParams) => string;
  /** Shared contract text (validation and error keys); UI keys work too, other text passes through. */
  ts: (key: string, params?: MessageParams) => string;
};

const I18nContext = createContext<I18n | null>(null);

const DAYJS_LOCALE: Record<Locale, string> = { zh: "zh-cn", en: "en" };
const HTML_LANG: Record<Locale, string> = { zh: "zh-CN", en: "en" };

function applyDocumentLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = HTML_LANG[locale];
}

export function I18nProvider({
  children,
  onLocaleChange,
}: {
  children: ReactNode;
  onLocaleChange?: (locale: Locale) => void;
}) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);

  // Applied during the first render too, so dates formatted before any effect runs are already localised.
  applyDocumentLocale(locale);

  const setLocale = useCallback(
    (next: Locale) => {
      const apply = () => {
        storeLocale(next);
        setLocaleState(next);
        onLocaleChange?.(next);
      };
      // At once when the texts are here; else once they have arrived (or failed: then the
      // fallback text shows, as a switch that does nothing would look broken).
      if (hasUiMessages(next)) apply();
      else
        void loadUiMessages(next)
          .catch(() => undefined)
          .then(apply);
    },
    [onLocaleChange],
  );

  const value = useMemo<I18n>(
    () => ({
      locale,
      setLocale,
      t: (key, params) => formatUi(locale, key, params),
      ts: (key, params) => (isUiKey(key) ? formatUi(locale, key, params) : formatShared(locale, key, params)),
    }),
    [locale, setLocale],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside I18nProvider");
  return value;
}
