import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { LEGACY } from "./bench-server-config.ts";

// The legacy client: sign (sorted name=value&…&key=appKey, MD5, upper case), AES password; every
// call a new nonce, as the protocol requires.
function legacySign(fields: Record<string, string>) {
  const text = Object.keys(fields)
    .filter((k) => k !== "sign" && fields[k] !== "")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
  return createHash("md5").update(`${text}&key=${LEGACY.appKey}`).digest("hex").toUpperCase();
}

/** A signed legacy form body, with a new nonce. */
export function legacyBody(fields: Record<string, string>): string {
  const form: Record<string, string> = { ...fields, appId: LEGACY.appId, nonce_str: randomBytes(12).toString("hex") };
  form.sign = legacySign(form);
  return new URLSearchParams(form).toString();
}

/** A password as the legacy login expects it: AES-128-CBC with the app's key and IV, in hex. */
export function legacyAesPassword(password: string): string {
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(LEGACY.aesKey), Buffer.from(LEGACY.ivKey));
  return Buffer.concat([cipher.update(password), cipher.final()]).toString("hex");
}
