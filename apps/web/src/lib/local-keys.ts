/**
 * Local storage keys named by the spec (section 3). The real session secret lives in an HttpOnly
 * cookie that scripts cannot read; `sessionKey` only marks that a login happened so the route guard
 * can send anonymous visitors to /login without a round trip.
 */
export const LOCAL_KEYS = {
  sessionKey: "sessionKey",
  userName: "userName",
  language: "localLanguage",
  siteId: "_site_id_param",
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

export function readLocal(key: LocalKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can throw in private modes or when disabled; behave as if the key is absent.
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing useful to do: the app still works for this page view.
  }
}

export function removeLocal(key: LocalKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeLocal.
  }
}
