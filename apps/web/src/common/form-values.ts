/** A number input's value ("" when blank) as the contracts take it: null when blank. */
export function numberOrNull(value: string | number): number | null {
  if (value === "" || value === null) return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** A nullable number from the server as a number input's value. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}
