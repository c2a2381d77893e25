import { gtinCheckDigit } from "../common/gtin.ts";

// A GTIN-13 is a GS1 company prefix, an item reference and a check digit: prefix and item
// reference together are always 12 digits, so the longer the prefix the county assigns, the
// fewer products the enterprise can number (10^(12 - prefix length)).

const COMPANY_PREFIX_MIN = 7;
const COMPANY_PREFIX_MAX = 10;
const GTIN13_BODY_LENGTH = 12;

/** A company prefix: 7 to 10 digits. */
export function isCompanyPrefix(value: string): boolean {
  return new RegExp(`^\\d{${COMPANY_PREFIX_MIN},${COMPANY_PREFIX_MAX}}$`).test(value);
}

/** How many digits an item reference under this prefix has. */
export function itemReferenceLength(prefix: string): number {
  return GTIN13_BODY_LENGTH - prefix.length;
}

/** An item reference fits a prefix when it is exactly the remaining digits. */
export function fitsPrefix(prefix: string, itemReference: string): boolean {
  return isCompanyPrefix(prefix) && new RegExp(`^\\d{${itemReferenceLength(prefix)}}$`).test(itemReference);
}

/** The GTIN-13 of a product: prefix, item reference and the GS1 mod-10 check digit. */
export function composeGtin13(prefix: string, itemReference: string): string {
  if (!fitsPrefix(prefix, itemReference))
    throw new Error(`item reference "${itemReference}" does not fit company prefix "${prefix}"`);
  const body = prefix + itemReference;
  return body + String(gtinCheckDigit(body));
}
