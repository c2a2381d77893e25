import { randomBytes } from "node:crypto";
import {
  checkSymbolOf,
  encodeTraceCode,
  formatTraceCodeGroups,
  isValidTraceCode,
  newTraceCode,
  normalizeTraceCode,
  parseTraceCode,
  traceCodeFromInput,
  TRACE_CODE_PATTERN,
} from "@suyuan/contracts/trace-code/trace-code";
import { describe, expect, it } from "vitest";

// Vectors computed independently (a few lines of Python with arbitrary-precision integers:
// 13 base-32 digits of n, then the symbol of n mod 37 in "0-9A-Z without ILOU" + "*~$=U").
const VECTORS: [bigint, string][] = [
  [0n, "00000000000000"],
  [1n, "00000000000011"],
  [31n, "000000000000ZZ"],
  [32n, "0000000000010*"],
  [36n, "0000000000014U"],
  [37n, "00000000000150"],
  [2n ** 64n, "G000000000000C"],
  [1234567890123456789n, "128GGYHYYK08NT"],
  [2n ** 65n - 1n, "ZZZZZZZZZZZZZQ"],
];

/** The 65-bit value as the first 65 bits of 9 bytes (what encodeTraceCode reads). */
function bytesOf(value: bigint): Uint8Array {
  const shifted = value << 7n;
  const bytes = new Uint8Array(9);
  for (let index = 0; index < 9; index++) bytes[index] = Number((shifted >> BigInt(8 * (8 - index))) & 0xffn);
  return bytes;
}

describe("trace code format", () => {
  it("encodes 65 bits as 13 Crockford symbols and the mod-37 check symbol", () => {
    for (const [value, code] of VECTORS) {
      expect(encodeTraceCode(bytesOf(value)), String(value)).toBe(code);
      expect(checkSymbolOf(code.slice(0, 13)), code).toBe(code.at(-1));
    }
    // Straight from bytes: 01 23 45 67 89 ab cd ef ff → its first 65 bits.
    expect(encodeTraceCode(Uint8Array.from([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0xff]))).toBe(
      "04HMASW9NF6YZN",
    );
    // Only the top bit of the ninth byte is used.
    expect(encodeTraceCode(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0x80]))).toBe("00000000000011");
    expect(encodeTraceCode(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0x7f]))).toBe("00000000000000");
  });

  it("makes random codes of the canonical shape that verify", () => {
    const seen = new Set<string>();
    for (let index = 0; index < 2_000; index++) {
      const code = newTraceCode(randomBytes);
      expect(code).toMatch(TRACE_CODE_PATTERN);
      expect(isValidTraceCode(code)).toBe(true);
      seen.add(code);
    }
    expect(seen.size).toBe(2_000);
  });

  it("normalises input as Crockford says: case, I/L as 1, O as 0, hyphens ignored", () => {
    expect(normalizeTraceCode("128g-gyhy-yko8-nt")).toBe("128GGYHYYK08NT");
    expect(normalizeTraceCode("iLoO")).toBe("1100");
    expect(parseTraceCode("128g-gyhy-yko8-nt")).toEqual({ ok: true, code: "128GGYHYYK08NT" });
    expect(parseTraceCode("OOOOOOOOOOOOO0")).toEqual({ ok: true, code: "00000000000000" });
    expect(parseTraceCode("0000000000001i")).toEqual({ ok: true, code: "00000000000011" });
    // U is a check symbol (36), never an encoding symbol.
    expect(parseTraceCode("0000000000014u")).toEqual({ ok: true, code: "0000000000014U" });
    expect(parseTraceCode(" 0000-0000-0001-0* ")).toEqual({ ok: true, code: "0000000000010*" });
  });

  it("refuses wrong lengths, foreign symbols and a wrong check symbol", () => {
    expect(parseTraceCode("128GGYHYYK08N")).toEqual({ ok: false, problem: "length" });
    expect(parseTraceCode("128GGYHYYK08NTT")).toEqual({ ok: false, problem: "length" });
    expect(parseTraceCode("U28GGYHYYK08NT")).toEqual({ ok: false, problem: "symbol" });
    expect(parseTraceCode("128GGYHYYK08N#")).toEqual({ ok: false, problem: "symbol" });
    expect(parseTraceCode("128GGYHYYK08NV")).toEqual({ ok: false, problem: "check" });
    // One changed symbol, and two neighbours swapped, are both caught by the check symbol.
    expect(parseTraceCode("128GGYHYYK09NT")).toEqual({ ok: false, problem: "check" });
    expect(parseTraceCode("128GGYHYYK80NT")).toEqual({ ok: false, problem: "check" });
    expect(isValidTraceCode("")).toBe(false);
  });

  it("reads a code from its public URL and groups it for print", () => {
    expect(traceCodeFromInput("https://trace.example.com/t/128GGYHYYK08NT")).toBe("128GGYHYYK08NT");
    expect(traceCodeFromInput("http://localhost:3000/t/128ggyhyyk08nt?from=qr")).toBe("128GGYHYYK08NT");
    expect(traceCodeFromInput("128GGYHYYK08NT")).toBe("128GGYHYYK08NT");
    expect(traceCodeFromInput("https://x/t/128GGYHYYK08NV")).toBeNull();
    expect(formatTraceCodeGroups("128GGYHYYK08NT")).toBe("128G-GYHY-YK08-NT");
    expect(parseTraceCode(formatTraceCodeGroups("128GGYHYYK08NT"))).toEqual({ ok: true, code: "128GGYHYYK08NT" });
  });
});
