// Trace codes: 13 Crockford base-32 symbols carrying 65 random bits, then Crockford's check symbol
// (the value modulo 37, https://www.crockford.com/base32.html). Shared by the API (generation,
// binding) and the web (input hints), so both read and write codes the same way.

/** Crockford's encoding symbols, value 0 to 31 (no I, L, O, U). */
const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Check symbols: the 32 above, then *, ~, $, = and U for the values 32 to 36. */
export const CROCKFORD_CHECK_ALPHABET = `${CROCKFORD_ALPHABET}*~$=U`;

/** Symbols carrying the random value (13 × 5 = 65 bits). */
const TRACE_CODE_BODY_LENGTH = 13;
const TRACE_CODE_LENGTH = TRACE_CODE_BODY_LENGTH + 1;
/** Random bytes consumed per code (65 bits rounded up to whole bytes). */
export const TRACE_CODE_RANDOM_BYTES = 9;

const VALUE_OF = new Map<string, number>([...CROCKFORD_ALPHABET].map((symbol, value) => [symbol, value]));
const CHECK_VALUE_OF = new Map<string, number>([...CROCKFORD_CHECK_ALPHABET].map((symbol, value) => [symbol, value]));

/** The canonical shape: 13 encoding symbols and one check symbol, upper case. */
export const TRACE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{13}[0-9A-HJKMNP-TV-Z*~$=U]$/;

/** Crockford's check value of a string of encoding symbols: the number they spell, modulo 37. */
function checkValueOf(body: string): number {
  let remainder = 0;
  for (const symbol of body) {
    const value = VALUE_OF.get(symbol);
    if (value === undefined) throw new RangeError(`Not a Crockford base-32 symbol: ${symbol}`);
    // (r × 32 + v) mod 37 symbol by symbol is the whole number mod 37, without big integers.
    remainder = (remainder * 32 + value) % 37;
  }
  return remainder;
}

/** The check symbol to append to a string of encoding symbols. */
export function checkSymbolOf(body: string): string {
  return CROCKFORD_CHECK_ALPHABET[checkValueOf(body)] ?? "";
}

/**
 * Encodes the first 65 bits of `bytes` (from `offset`, most significant bit first) as a full
 * trace code with its check symbol. The API feeds it crypto.randomBytes.
 */
export function encodeTraceCode(bytes: Uint8Array, offset = 0): string {
  if (bytes.length < offset + TRACE_CODE_RANDOM_BYTES) throw new RangeError("Need 9 bytes for a trace code");
  let body = "";
  let remainder = 0;
  let buffer = 0;
  let bits = 0;
  let next = offset;
  for (let index = 0; index < TRACE_CODE_BODY_LENGTH; index++) {
    if (bits < 5) {
      buffer = ((buffer << 8) | (bytes[next++] ?? 0)) & 0xffff;
      bits += 8;
    }
    const value = (buffer >> (bits - 5)) & 31;
    bits -= 5;
    body += CROCKFORD_ALPHABET[value];
    remainder = (remainder * 32 + value) % 37;
  }
  return body + CROCKFORD_CHECK_ALPHABET[remainder];
}

/** A new random code; `randomBytes` must be a cryptographic source (crypto.getRandomValues in browsers). */
export function newTraceCode(randomBytes: (size: number) => Uint8Array): string {
  return encodeTraceCode(randomBytes(TRACE_CODE_RANDOM_BYTES));
}

/**
 * Normalises typed input as Crockford says: case-insensitive, I and L read as 1, O as 0, hyphens
 * (and surrounding or inner spaces) ignored. The result may still be wrong; see parseTraceCode.
 */
export function normalizeTraceCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase().replace(/[IL]/g, "1").replace(/O/g, "0");
}

export type TraceCodeProblem = "length" | "symbol" | "check";

/** The canonical code, or why the input is not one. */
export function parseTraceCode(input: string): { ok: true; code: string } | { ok: false; problem: TraceCodeProblem } {
  const normalized = normalizeTraceCode(input);
  if (normalized.length !== TRACE_CODE_LENGTH) return { ok: false, problem: "length" };
  const body = normalized.slice(0, TRACE_CODE_BODY_LENGTH);
  const check = normalized.slice(TRACE_CODE_BODY_LENGTH);
  for (const symbol of body) if (!VALUE_OF.has(symbol)) return { ok: false, problem: "symbol" };
  const checkValue = CHECK_VALUE_OF.get(check);
  if (checkValue === undefined) return { ok: false, problem: "symbol" };
  if (checkValueOf(body) !== checkValue) return { ok: false, problem: "check" };
  return { ok: true, code: normalized };
}

export function isValidTraceCode(input: string): boolean {
  return parseTraceCode(input).ok;
}

/**
 * A code out of what people paste: the code itself (any Crockford spelling) or its public URL
 * (…/t/<code>). Returns the canonical code or null.
 */
export function traceCodeFromInput(input: string): string | null {
  const trimmed = input.trim();
  const fromUrl = /\/t\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(trimmed)?.[1];
  const parsed = parseTraceCode(fromUrl ? decodeURIComponent(fromUrl) : trimmed);
  return parsed.ok ? parsed.code : null;
}

/** For people reading a printed label: 0ABC-DEFG-HJKM-NP (hyphens are ignored when typed back). */
export function formatTraceCodeGroups(code: string): string {
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

/** The public page of a code under an origin such as https://trace.example.com. */
export function traceCodeUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}/t/${code}`;
}
