import { createCipheriv, createDecipheriv } from "node:crypto";

/**
 * `aesPassword`: AES-128-CBC with PKCS#7 padding; key and IV are the UTF-8 bytes of the account's
 * 16-character aesKey and ivKey; ciphertext as lower-case hex.
 */
export function decryptAesPassword(hex: string, aesKey: string, ivKey: string): string | null {
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(hex)) return null;
  try {
    const decipher = createDecipheriv("aes-128-cbc", Buffer.from(aesKey, "utf8"), Buffer.from(ivKey, "utf8"));
    const plain = Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]);
    const text = plain.toString("utf8");
    // Bytes that are not UTF-8 (a wrong key that happened to unpad) are refused too.
    return Buffer.from(text, "utf8").equals(plain) ? text : null;
  } catch {
    return null;
  }
}

export function encryptAesPassword(plain: string, aesKey: string, ivKey: string): string {
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(aesKey, "utf8"), Buffer.from(ivKey, "utf8"));
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("hex");
}
