import { decryptAesPassword, encryptAesPassword } from "@suyuan/api/services/legacy/aes";
import { describe, expect, it } from "vitest";

const KEY = "1234567890abcdef";
const IV = "abcdef1234567890";

describe("legacy aesPassword", () => {
  it("decrypts a vector made with openssl (AES-128-CBC, PKCS#7, lower-case hex)", () => {
    // printf 'Passw0rd!中文' | openssl enc -aes-128-cbc -K <hex of KEY> -iv <hex of IV> | xxd -p
    expect(decryptAesPassword("4085e850348c8cc24ccb30cc69da57d6", KEY, IV)).toBe("Passw0rd!中文");
  });

  it("round-trips and accepts upper-case hex", () => {
    const hex = encryptAesPassword("Abc12345!", KEY, IV);
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(decryptAesPassword(hex.toUpperCase(), KEY, IV)).toBe("Abc12345!");
  });

  it("refuses what cannot be decrypted", () => {
    const hex = encryptAesPassword("Abc12345!", KEY, IV);
    expect(decryptAesPassword(hex, "fedcba0987654321", IV)).toBeNull();
    expect(decryptAesPassword("zz", KEY, IV)).toBeNull();
    expect(decryptAesPassword(hex.slice(0, 30), KEY, IV)).toBeNull();
    expect(decryptAesPassword("", KEY, IV)).toBeNull();
    expect(decryptAesPassword("' OR 1=1 --", KEY, IV)).toBeNull();
  });
});
