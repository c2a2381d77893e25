/** Where a signed-out visitor is sent, and what sign-in returns to when nothing else was asked for. */
const DEFAULT_AFTER_SIGN_IN = "/work";

const ORIGIN = "http://suyuan.invalid";

function isControlOrBackslash(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || char === "\\";
}

/**
 * The page to open after signing in, from the sign-in page's `redirect` value: only a path of this
 * site (`/batch/list?page=2`), never another origin (`https://evil.example`, `//evil.example`,
 * `/\evil.example`, `javascript:`), nor the sign-in and registration pages themselves. Anything
 * else gives null, and sign-in opens the default page.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return null;
  // Browsers read "//host" and "/\host" as another host; control characters hide such tricks.
  if (value.startsWith("//") || [...value].some(isControlOrBackslash)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname === "/login" || url.pathname === "/register") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in page's search for a visitor sent there from `path`: the path to come back to, unless
 * it is the default page anyway (so a plain /login stays plain).
 */
export function signInSearch(path: string): { redirect?: string } {
  const target = safeRedirect(path);
  return target === null || target === "/" || target === DEFAULT_AFTER_SIGN_IN ? {} : { redirect: target };
}
