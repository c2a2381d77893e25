/**
 * Money of the purchase and sales agencies, computed in whole cents with BigInt so the browser's
 * preview and the server's stored totals agree to the cent (no floating-point drift). Quantities
 * have at most three decimals, prices at most two; a line is rounded half up to cents.
 */

/** The largest amount an agency column holds (Decimal(14, 2)): 999,999,999,999.99 yuan. */
export const AGENCY_AMOUNT_MAX = 999_999_999_999.99;
/** The largest unit price (Decimal(12, 2)). */
export const AGENCY_PRICE_MAX = 9_999_999_999.99;
/** The largest quantity of an order line or an offer (Decimal(14, 3)). */
export const AGENCY_QUANTITY_MAX = 99_999_999_999.999;

const toMilli = (value: number) => BigInt(Math.round(value * 1000));
const toCents = (value: number) => BigInt(Math.round(value * 100));

/** quantity × unit price in cents, rounded half up (both non-negative). */
export function lineCents(quantity: number, unitPrice: number): bigint {
  return (toMilli(quantity) * toCents(unitPrice) + 500n) / 1000n;
}

const centsToYuan = (cents: bigint): number => Number(cents) / 100;
export const yuanToCents = (yuan: number): bigint => toCents(yuan);

/** The lines' amounts and their total, in yuan. */
export function orderTotals(lines: readonly { quantity: number; unitPrice: number }[]) {
  const amounts = lines.map((line) => lineCents(line.quantity, line.unitPrice));
  const total = amounts.reduce((sum, cents) => sum + cents, 0n);
  return { lineAmounts: amounts.map(centsToYuan), total: centsToYuan(total), totalCents: total };
}

/** Quantities compared exactly (thousandths), as the database compares its decimals. */
export const quantityMilli = toMilli;
export const milliToQuantity = (milli: bigint): number => Number(milli) / 1000;

/** Cents as the decimal text a Decimal(…, 2) column takes ("1234.05"); amounts here are never negative. */
export function centsText(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/** Thousandths as the decimal text a Decimal(…, 3) column takes. */
export function milliText(milli: bigint): string {
  const sign = milli < 0n ? "-" : "";
  const abs = milli < 0n ? -milli : milli;
  return `${sign}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, "0")}`;
}
