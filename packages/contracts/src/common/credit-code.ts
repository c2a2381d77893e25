// Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters from a 31-character
// alphabet (no I, O, S, V, Z); the last is a check character over the first 17.

const ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (const [index, char] of [...first17].entries()) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return ALPHABET[(31 - (sum % 31)) % 31] ?? null;
}

export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
