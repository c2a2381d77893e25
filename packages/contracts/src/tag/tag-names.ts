export const TAG_NAME_MAX = 50;
export const TAGS_PER_CONTENT_MAX = 20;

/** The origin's `tagStr`: tags joined by commas (ASCII or full-width) or spaces. */
export function splitTagStr(tagStr: string | null | undefined): string[] {
  return (tagStr ?? "").split(/[,，、\s]+/u).filter(Boolean);
}

/** Tag names as stored: trimmed, blanks dropped, each once, in the order given. */
export function normalizeTagNames(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}
