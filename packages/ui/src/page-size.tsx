// Page sizes apart from the table: list routes parse `?pageSize=` while matching, and importing
// them from data-table.tsx would put mantine-react-table into the route tree every page loads.
// (A .tsx file only because the package exports `./src/*.tsx`.)

export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

/** Spec section 5: the page-size input accepts digits only; anything else resets to 10. */
export function parsePageSize(raw: unknown, max = MAX_PAGE_SIZE): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d+$/.test(text)) return DEFAULT_PAGE_SIZE;
  const value = Number(text);
  if (value < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(value, max);
}
