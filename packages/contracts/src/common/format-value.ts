import type { Locale } from "../i18n/locale.ts";

// One way to write each kind of value, for every place that shows one (lists, views, cards,
// charts, exports): money as ¥1,234.50, quantities with their unit, percentages, plain numbers.
// Thousands separators and the decimal point follow the locale (zh-CN and en-US write them alike
// today; the locale is passed so that a future one with other separators needs no caller change).

/** Shown for a missing value (no number, no date). */
export const NO_VALUE = "—";

function intlLocale(locale: Locale): string {
  return locale === "en" ? "en-US" : "zh-CN";
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}:${min}:${max}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, format);
  }
  return format;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** A plain number with thousands separators and at most `decimals` decimals (1,234.5). */
export function formatNumber(value: number | null | undefined, locale: Locale, decimals = 0): string {
  if (!isNumber(value)) return NO_VALUE;
  return numberFormat(locale, 0, Math.max(decimals, 0)).format(value);
}

/** Money in yuan, always with its sign and two decimals so amounts line up: ¥1,234.50, -¥3.00. */
export function formatMoney(value: number | null | undefined, locale: Locale): string {
  if (!isNumber(value)) return NO_VALUE;
  const digits = numberFormat(locale, 2, 2).format(Math.abs(value));
  // -0.004 rounds to 0.00: no minus sign on zero.
  return value < 0 && digits !== numberFormat(locale, 2, 2).format(0) ? `-¥${digits}` : `¥${digits}`;
}

/** A quantity with its unit (1,250.5 千克, 12 箱); decimals as the quantity is kept (three by default). */
export function formatQuantity(
  value: number | null | undefined,
  unit: string | null | undefined,
  locale: Locale,
  decimals = 3,
): string {
  if (!isNumber(value)) return NO_VALUE;
  const number = formatNumber(value, locale, decimals);
  return unit ? `${number} ${unit}` : number;
}

/** A share given as a ratio (0.125) as a percentage: 12.5%. */
export function formatPercent(ratio: number | null | undefined, locale: Locale, decimals = 1): string {
  if (!isNumber(ratio)) return NO_VALUE;
  return `${formatNumber(ratio * 100, locale, decimals)}%`;
}
