// A record's values travel on the legacy trace/{save,update} as one JSON field, with shorthand
// values the procedure's input does not read (a template's stages and a check's items are derived:
// the adapter parses JSON for object and array-of-object inputs). Text that is not JSON passes
// through as it is, so the contract refuses it with its own message.

function formJson(value: string | undefined): unknown {
  if (value === undefined || value.trim() === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Record values as `{"<itemId>": "text"}`, `{"<itemId>": ["/uploads/..."]}` (images) or the full
 * `{"<itemId>": {"value": ..., "images": [...]}}`.
 */
export function formValues(value: string | undefined): unknown {
  const parsed = formJson(value);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return parsed;
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([key, entry]) => [
      key,
      typeof entry === "string" || typeof entry === "number"
        ? { value: String(entry), images: [] }
        : Array.isArray(entry)
          ? { value: null, images: entry }
          : entry,
    ]),
  );
}
