// GTIN-8, -12 (UPC-A), -13 (EAN-13) and -14: the last digit is a mod-10 check digit, with weights
// 3 and 1 alternating from the right of the other digits.

export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const digit = Number(body[body.length - 1 - index]);
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}
