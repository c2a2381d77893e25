// Nested parts of a legacy form (a template's stages, a record's values) travel as one JSON field.
// Text that is not JSON passes through as it is, so the contract refuses it with its own message.

export function formJson(value: string | undefined): unknown {
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
