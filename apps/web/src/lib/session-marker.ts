import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from "./local-keys.ts";

/** Not a secret: the session token itself is an HttpOnly cookie. This only records that we logged in. */
const MARKER_VALUE = "cookie-session";

export function hasSessionMarker(): boolean {
  return readLocal(LOCAL_KEYS.sessionKey) !== null;
}

export function markSignedIn(userName: string): void {
  writeLocal(LOCAL_KEYS.sessionKey, MARKER_VALUE);
  writeLocal(LOCAL_KEYS.userName, userName);
}

/** Spec section 4: logout, codes 302/3 and moving between login and register clear both keys. */
export function clearSessionMarker(): void {
  removeLocal(LOCAL_KEYS.sessionKey);
  removeLocal(LOCAL_KEYS.userName);
}
