// The locales, apart from translate.ts so that a client can name them without bringing every
// dictionary along (the web app fetches English only when it is chosen).
export type Locale = "zh" | "en";
export const DEFAULT_LOCALE: Locale = "zh";
