import { gtinCheckDigit, isValidGtin } from "@suyuan/contracts/common/gtin";
import {
  composeGtin13,
  fitsPrefix,
  isCompanyPrefix,
  itemReferenceLength,
} from "@suyuan/contracts/commodity-code/gtin13";
import bwipjs from "bwip-js/node";
import { describe, expect, it } from "vitest";

// Published GTIN-13s, each split as some prefix + item reference: the check digit must come out
// as printed. 4006381333931 (GS1's own check-digit example), 5901234123457 (the EAN-13 example
// of the GS1 Poland leaflet and many readers' tests), 9780306406157 (ISBN-13 of ISBN 0-306-40615-2),
// 6901234567892 (a Chinese 690 prefix), 0012345678905 (UPC-A 012345678905 as a GTIN-13).
const KNOWN = [
  { prefix: "4006381", itemReference: "33393", gtin: "4006381333931" },
  { prefix: "5901234", itemReference: "12345", gtin: "5901234123457" },
  { prefix: "978030640", itemReference: "615", gtin: "9780306406157" },
  { prefix: "6901234567", itemReference: "89", gtin: "6901234567892" },
  { prefix: "00123456", itemReference: "7890", gtin: "0012345678905" },
];

describe("GTIN-13 from company prefix and item reference", () => {
  it("computes the printed check digit of known GS1 examples", () => {
    for (const { prefix, itemReference, gtin } of KNOWN) {
      expect(composeGtin13(prefix, itemReference), gtin).toBe(gtin);
      expect(isValidGtin(gtin), gtin).toBe(true);
    }
    // Worked by hand: 400638133393 → weights 1,3 from the left: 4+0+0+18+3+24+1+9+3+9+9+9 = 89 → 1.
    expect(gtinCheckDigit("400638133393")).toBe(1);
  });

  it("refuses a wrong check digit of a known example", () => {
    expect(isValidGtin("4006381333932")).toBe(false);
    expect(isValidGtin("5901234123450")).toBe(false);
  });

  it("takes prefixes of 7 to 10 digits and item references filling 12 digits", () => {
    expect(["123456", "12345678901", "12345a7", " 1234567"].map(isCompanyPrefix)).toEqual([false, false, false, false]);
    expect(["1234567", "1234567890"].map(isCompanyPrefix)).toEqual([true, true]);
    expect(itemReferenceLength("1234567")).toBe(5);
    expect(itemReferenceLength("1234567890")).toBe(2);
    expect(fitsPrefix("1234567", "12345")).toBe(true);
    expect(fitsPrefix("1234567", "1234")).toBe(false);
    expect(fitsPrefix("1234567", "123456")).toBe(false);
    expect(fitsPrefix("1234567890", "0a")).toBe(false);
    expect(() => composeGtin13("1234567", "1234")).toThrow();
  });
});

// The barcode is drawn by the maintained library bwip-js (the page's SVG and the PDF label); these
// check its EAN-13 encoding against published patterns rather than trusting it blindly.
/** The 95 modules of an EAN-13 as "1" (bar) and "0" (space), from bwip-js's bar/space widths. */
function modulesOf(gtin: string): string {
  const [symbol] = bwipjs.raw({ bcid: "ean13", text: gtin });
  if (!symbol || !("sbs" in symbol)) throw new Error("bwip-js drew no linear symbol");
  return symbol.sbs.map((width: number, index: number) => (index % 2 === 0 ? "1" : "0").repeat(width)).join("");
}

describe("EAN-13 bar pattern (bwip-js)", () => {
  it("matches the modules ZXing's EAN13Writer test gives for 5901234123457", () => {
    // ZXing core/src/test/.../EAN13WriterTestCase: 4 modules of margin, the 95 modules, 5 of margin.
    const zxing =
      "00001010001011010011101100110010011011110100111010101011001101101100100001010111001001110100010010100000";
    expect(modulesOf("5901234123457")).toBe(zxing.slice(4, 99));
  });

  it("has guards, 95 modules, and every digit as two bars and two spaces of 7 modules", () => {
    for (const { gtin } of KNOWN) {
      const modules = modulesOf(gtin);
      expect(modules).toHaveLength(95);
      expect(modules.slice(0, 3)).toBe("101");
      expect(modules.slice(45, 50)).toBe("01010");
      expect(modules.slice(92)).toBe("101");
      const digits = [...modules.slice(3, 45).match(/.{7}/g)!, ...modules.slice(50, 92).match(/.{7}/g)!];
      for (const digit of digits) expect(digit.match(/1+|0+/g), digit).toHaveLength(4);
      // Right-hand digits (set C) always start with a bar; left-hand ones with a space.
      for (const digit of digits.slice(0, 6)) expect(digit[0]).toBe("0");
      for (const digit of digits.slice(6)) expect(digit[0]).toBe("1");
      // The first digit is carried by the parity of the left six (odd = set A): 0 → all odd.
      const parities = digits
        .slice(0, 6)
        .map((digit) => ([...digit].filter((bit) => bit === "1").length % 2 ? "A" : "B"));
      const table = [
        "AAAAAA",
        "AABABB",
        "AABBAB",
        "AABBBA",
        "ABAABB",
        "ABBAAB",
        "ABBBAA",
        "ABABAB",
        "ABABBA",
        "ABBABA",
      ];
      expect(table.indexOf(parities.join("")), gtin).toBe(Number(gtin[0]));
    }
  });

  it("refuses a wrong check digit rather than drawing it", () => {
    expect(() => bwipjs.raw({ bcid: "ean13", text: "5901234123450" })).toThrow();
  });
});
