// Full-text search in Chinese on PostgreSQL's own machinery: PostgreSQL cannot split Chinese into
// words (no spaces), so the server does it with Intl.Segmenter (ICU's dictionary, shipped with
// Node) and stores the words as a tsvector under the "simple" configuration. A query is split the
// same way, and each of its terms becomes a phrase: "乡村振兴" is 乡村 followed by 振兴, so it finds
// "乡村振兴战略" but not a text that only says "乡村".

const segmenter = new Intl.Segmenter("zh", { granularity: "word" });

/** The words of a text (lower case, in order); punctuation and spaces are dropped. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(text)) if (part.isWordLike) words.push(part.segment.toLowerCase());
  return words;
}

/** The text of some HTML: tags dropped, the common entities read, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A lexeme quoted for to_tsquery (quotes doubled, backslashes escaped). */
const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** At most this many terms of a query are used (a long paste is not a search for every word). */
const MAX_TERMS = 8;

/**
 * The to_tsquery text of what a visitor typed: its space-separated terms ANDed, each term a phrase
 * of its words. Null when nothing searchable is left.
 */
export function searchQuery(typed: string): string | null {
  const phrases = typed
    .split(/\s+/)
    .map((term) => wordsOf(term))
    .filter((words) => words.length > 0)
    .slice(0, MAX_TERMS)
    .map((words) => (words.length === 1 ? lexeme(words[0]!) : `(${words.map(lexeme).join(" <-> ")})`));
  return phrases.length > 0 ? phrases.join(" & ") : null;
}

/** The terms to mark in a snippet (each typed term as written, longest first). */
export function markTerms(typed: string): string[] {
  const terms = typed
    .split(/\s+/)
    .map((term) => term.trim())
    .filter((term) => wordsOf(term).length > 0)
    .slice(0, MAX_TERMS);
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}

export type SnippetPart = { text: string; hit: boolean };

/**
 * A window of `text` around the first place a term occurs, split into marked and plain parts (the
 * template escapes each part; nothing here is HTML).
 */
export function snippet(text: string, terms: string[], width = 80): SnippetPart[] {
  if (text === "") return [];
  const lower = text.toLowerCase();
  const first = terms
    .map((term) => lower.indexOf(term.toLowerCase()))
    .filter((at) => at >= 0)
    .reduce((min, at) => Math.min(min, at), Number.POSITIVE_INFINITY);
  const start = Number.isFinite(first) ? Math.max(0, first - Math.floor(width / 4)) : 0;
  const window = text.slice(start, start + width);
  const prefix = start > 0 ? "…" : "";
  const suffix = start + width < text.length ? "…" : "";
  const parts: SnippetPart[] = [];
  const pattern = terms.length
    ? new RegExp(terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gi")
    : null;
  let cursor = 0;
  const body = window;
  if (pattern) {
    for (const match of body.matchAll(pattern)) {
      if (match.index > cursor) parts.push({ text: body.slice(cursor, match.index), hit: false });
      parts.push({ text: match[0], hit: true });
      cursor = match.index + match[0].length;
    }
  }
  if (cursor < body.length) parts.push({ text: body.slice(cursor), hit: false });
  if (prefix) parts.unshift({ text: prefix, hit: false });
  if (suffix) parts.push({ text: suffix, hit: false });
  return parts;
}
