import { zString } from "../kit/primitives.ts";

/** A channel path is one URL segment of the public site (`/news/`), so it is short and plain. */
const CHANNEL_PATH_MAX = 50;

/**
 * Letters, digits, `-` and `_`, starting with a letter or digit. The origin allowed letters and
 * digits only; `-` and `_` are added so pinyin proposals and copies (`news-2`) stay readable.
 */
const PATH_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * Segments the product's own addresses use at the root of a site: a channel of that path would
 * hide them once the public pages are served (issue "Content management, part 2").
 */
const RESERVED_CHANNEL_PATHS: readonly string[] = [
  "api",
  "trpc",
  "uploads",
  "export",
  "assets",
  "static",
  "admin",
  "login",
  "healthz",
  "readyz",
];

/** Whether `path` may name a channel (format and reserved words; uniqueness is the database's). */
export function isValidChannelPath(path: string): boolean {
  return (
    path.length <= CHANNEL_PATH_MAX && PATH_PATTERN.test(path) && !RESERVED_CHANNEL_PATHS.includes(path.toLowerCase())
  );
}

/** A channel path as typed: trimmed, then checked (one message for every wrong form). */
export const ZChannelPath = zString("validation.channelPathRequired")
  .trim()
  .min(1, "validation.channelPathRequired")
  .refine(isValidChannelPath, "validation.channelPath");

/**
 * A path proposal from a name's pinyin syllables: the whole pinyin joined (`xinwenzhongxin`), or the
 * initials when that is too long (`xwzxgzdt`); anything but a-z and 0-9 dropped. Null when nothing
 * is left (a name of punctuation only).
 */
export function pathFromSyllables(syllables: readonly string[]): string | null {
  const clean = syllables.map((syllable) => syllable.toLowerCase().replace(/[^a-z0-9]/g, "")).filter(Boolean);
  const whole = clean.join("");
  const proposal = whole.length <= 30 ? whole : clean.map((syllable) => syllable[0]).join("");
  const cut = proposal.slice(0, CHANNEL_PATH_MAX);
  if (!cut) return null;
  // A proposal that is a reserved word or starts oddly gets a suffix rather than failing.
  return isValidChannelPath(cut) ? cut : isValidChannelPath(`${cut}1`) ? `${cut}1` : null;
}

/**
 * `base`, or `base-2`, `base-3`, … : the first that `taken` does not hold (case as stored), cut so
 * the suffix fits within the length limit. Used by copies and proposals.
 */
export function uniquePath(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let counter = 2; ; counter += 1) {
    const suffix = `-${counter}`;
    const candidate = `${base.slice(0, CHANNEL_PATH_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
