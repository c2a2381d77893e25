import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { gtinCheckDigit } from "@suyuan/contracts/common/gtin";

/** A valid unified social credit code, different for each seq. */
export function creditCode(seq: number): string {
  const body = `91330100MA${String(seq).padStart(7, "0")}`;
  return body + (creditCodeCheckChar(body) ?? "");
}

/** A valid EAN-13 barcode, different for each seq. */
export function ean13(seq: number): string {
  const body = `690${String(seq).padStart(9, "0")}`;
  return body + String(gtinCheckDigit(body));
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECKS = "10X98765432";

/** A GB 11643 ID number: the 17 digits given (region, birth day, sequence) and their check character. */
export function idCard(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * (WEIGHTS[index] ?? 0);
  return `${first17}${CHECKS[sum % 11]}`;
}

/** The same number with a wrong check character. */
export function badIdCard(first17: string): string {
  const good = idCard(first17);
  const wrong = CHECKS.split("").find((check) => check !== good[17]) ?? "0";
  return `${first17}${wrong}`;
}
