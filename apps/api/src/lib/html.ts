import { UPLOAD_PATH } from "@suyuan/contracts/kit/primitives";
import { createHash } from "node:crypto";
import { regionPath } from "@suyuan/contracts/region/regions";

// Small helpers for the server-rendered public pages: every text that came from the database
// goes through `text()`, every attribute through `attr()`.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML content and double-quoted attribute values. */
export function text(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return String(value).replace(/[&<>"']/g, (symbol) => ESCAPES[symbol] ?? symbol);
}

/** An upload URL as stored (`/uploads/<id>`), or null for anything else (never emitted). */
export function uploadSrc(value: unknown): string | null {
  return typeof value === "string" && UPLOAD_PATH.test(value) ? value : null;
}

/** `sha256-…` source expression of an inline script or style, for the CSP. */
export function cspHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

// China has one time zone and no daylight saving: local time is UTC+8 everywhere it matters here.
const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (value: number) => String(value).padStart(2, "0");

/** yyyy-MM-dd HH:mm in China time. */
export function chinaDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() + CHINA_OFFSET_MS);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** Placeholder levels of the region list that read badly in an address. */
const PLACEHOLDER_REGIONS = new Set(["市辖区", "县", "省直辖县级行政区划", "自治区直辖县级行政区划"]);

/** "浙江省 杭州市 西湖区" from the most precise of the codes given; "" when none is known. */
export function regionName(...codes: (string | null | undefined)[]): string {
  const code = codes.find((candidate) => candidate);
  return regionPath(code)
    .filter((name) => !PLACEHOLDER_REGIONS.has(name))
    .join(" ");
}

/** A number as people write it: no trailing zeros, at most 2 decimals. */
export function plainNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const number = Number(value);
  return Number.isFinite(number) ? String(Math.round(number * 100) / 100) : String(value);
}
