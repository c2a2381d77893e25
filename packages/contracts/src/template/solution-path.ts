// The one rule for a path inside a template solution, applied wherever a path enters one (save,
// rename, folder create, upload, zip import) and wherever one is read (includes, resources): a
// relative path of at most MAX_SOLUTION_PATH_DEPTH segments separated by "/", no segment empty,
// "." or "..", no backslash and no control character. A stored file's name can therefore always
// be shown, included, renamed and deleted.

export const MAX_SOLUTION_PATH_LENGTH = 200;
const MAX_SOLUTION_PATH_DEPTH = 8;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** `raw` trimmed when it is a path a solution may hold, else null. */
export function solutionPath(raw: string): string | null {
  const path = raw.trim();
  if (path === "" || path.length > MAX_SOLUTION_PATH_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(path) || path.startsWith("/")) return null;
  const segments = path.split("/");
  if (segments.length > MAX_SOLUTION_PATH_DEPTH) return null;
  if (segments.some((segment) => segment.trim() === "" || segment === "." || segment === "..")) return null;
  return path;
}

/** A path as a message may show it: control characters written as escapes ("\n", "\u001b"). */
export function printablePath(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  return raw.replace(/[\u0000-\u001f\u007f]/g, (character) =>
    character === "\n" ? "\\n" : `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
