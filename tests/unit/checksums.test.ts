import { creditCodeCheckChar, isValidCreditCode } from "@suyuan/contracts/common/credit-code";
import { gtinCheckDigit, isValidGtin } from "@suyuan/contracts/common/gtin";
import { describe, expect, it } from "vitest";

describe("unified social credit code (GB 32100-2015)", () => {
  it("accepts codes with a correct check character", () => {
    // The worked example of GB 32100-2015.
    expect(isValidCreditCode("91350100M000100Y43")).toBe(true);
    expect(creditCodeCheckChar("91350100M000100Y4")).toBe("3");
    // Any body with its computed check character, including a check value of 0 and a letter.
    for (const body of ["91330100MA2CFX1N4", "12100000400000770", "52440300MJL1234AB"]) {
      const check = creditCodeCheckChar(body) ?? "";
      expect(isValidCreditCode(body + check), body + check).toBe(true);
    }
  });

  it("refuses a wrong check character, letters outside the alphabet and wrong lengths", () => {
    expect(isValidCreditCode("91350100M000100Y44")).toBe(false);
    expect(isValidCreditCode("91350100M000100I43")).toBe(false);
    expect(isValidCreditCode("91350100M000100Y4")).toBe(false);
    expect(isValidCreditCode("")).toBe(false);
  });
});

describe("GTIN check digit", () => {
  it("accepts valid GTIN-8, -12, -13 and -14", () => {
    for (const code of ["96385074", "036000291452", "6901234567892", "4006381333931", "10012345678902"])
      expect(isValidGtin(code), code).toBe(true);
    expect(gtinCheckDigit("690123456789")).toBe(2);
  });

  it("refuses a wrong check digit or length", () => {
    expect(isValidGtin("6901234567893")).toBe(false);
    expect(isValidGtin("690123456789")).toBe(false);
    expect(isValidGtin("69012345678a2")).toBe(false);
  });
});
