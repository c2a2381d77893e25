// Legacy forms carry only strings. These turn them into the contract's types; a value that does
// not convert is passed through as it is, so the contract refuses it with its own message.

type Fields = Record<string, string | undefined>;

export function formNumber(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

export function formNumberOrNull(value: string | undefined): number | string | null {
  return formNumber(value) ?? null;
}

export function formBoolean(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === "") return undefined;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return value;
}

/** "1,2,3" → [1, 2, 3] */
export function formIds(value: string | undefined): (number | string)[] {
  return formList(value).map((item) => formNumber(item) ?? item);
}

/** "a,b" → ["a", "b"] (blank items dropped) */
export function formList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Legacy paging: pageNo from 1, pageSize default 10. */
export function formPaging(fields: Fields) {
  return { page: formNumber(fields.pageNo) ?? 1, pageSize: formNumber(fields.pageSize) ?? 10 };
}
