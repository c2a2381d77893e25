import { computeSign, isValidSign } from "@suyuan/api/services/legacy/sign";
import { describe, expect, it } from "vitest";

describe("legacy sign", () => {
  it("matches the public WeChat Pay v2 MD5 test vector", () => {
    const fields = {
      appid: "wxd930ea5d5a258f4f",
      mch_id: "10000100",
      device_info: "1000",
      body: "test",
      nonce_str: "ibuaiVcKdpRxkhJA",
    };
    expect(computeSign(fields, "192006250b4c09247ec02edce69f6a2d")).toBe("9A0A8659F005D6984697E2CA0A9CF3B7");
  });

  it("skips blank values and the sign field, sorts by name and uses raw values", () => {
    const base = { b: "2", a: "x y&z", c: "", sign: "ignored" };
    expect(computeSign(base, "k")).toBe(computeSign({ a: "x y&z", b: "2" }, "k"));
    expect(computeSign({ a: "中文" }, "k")).not.toBe(computeSign({ a: encodeURIComponent("中文") }, "k"));
  });

  it("accepts a correct sign in either case and refuses a changed field", () => {
    const fields: Record<string, string> = { appId: "a", nonce_str: "n", username: "admin" };
    fields.sign = computeSign(fields, "key");
    expect(isValidSign(fields, "key")).toBe(true);
    expect(isValidSign({ ...fields, sign: fields.sign.toLowerCase() }, "key")).toBe(true);
    expect(isValidSign({ ...fields, username: "root" }, "key")).toBe(false);
    expect(isValidSign({ ...fields, sign: "" }, "key")).toBe(false);
    expect(isValidSign(fields, "other-key")).toBe(false);
  });
});
