import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { LEGACY } from "./bench-server-config.ts";

// The legacy client: sign (sorted name=value&…&key=appKey, MD5, upper case), AES password; every
// call a new nonce, as the protocol requires.
function signedText(fields: Record<string, string>) {
  const text = Object.keys(fields)
    .filter((k) => k !== "sign" && fields[k] !== "")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
  return `${text}&key=${LEGACY.appKey}`;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex").toUpperCase();

/** A signed legacy form body, with a new nonce. */
export function legacyBody(fields: Record<string, string>): string {
  const form: Record<string, string> = { ...fields, appId: LEGACY.appId, nonce_str: randomBytes(12).toString("hex") };
  form.sign = md5(signedText(form));
  return new URLSearchParams(form).toString();
}

/**
 * legacyBody for a load generator sending `fields` over and over: the same signed body, each with
 * a new nonce, for a fraction of the client's CPU (the signed text and the body are written once
 * around the nonce, and the nonces count up from a random start). The bench's client shares the
 * machine with the server it measures, so what it spends is taken from the server.
 */
export function freshlySignedBodies(fields: Record<string, string>): () => string {
  // Where the nonce goes: a character no field of a bench holds.
  const mark = "\u0001";
  const form: Record<string, string> = { ...fields, appId: LEGACY.appId, nonce_str: mark };
  const [signBefore = "", signAfter = ""] = signedText(form).split(mark);
  const [bodyBefore = "", bodyAfter = ""] = new URLSearchParams(form).toString().split(encodeURIComponent(mark));
  const start = randomBytes(6).toString("hex");
  let count = 0;
  return () => {
    const nonce = `${start}${(count++).toString(36)}`;
    return `${bodyBefore}${nonce}${bodyAfter}&sign=${md5(`${signBefore}${nonce}${signAfter}`)}`;
  };
}

/** A password as the legacy login expects it: AES-128-CBC with the app's key and IV, in hex. */
export function legacyAesPassword(password: string): string {
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(LEGACY.aesKey), Buffer.from(LEGACY.ivKey));
  return Buffer.concat([cipher.update(password), cipher.final()]).toString("hex");
}
