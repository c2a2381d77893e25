import { ipRegion } from "../../lib/ip-region.ts";
import { queryRows } from "@suyuan/db/client";
import { signLocationToken } from "./location-token.ts";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import { PAGE_SQL, SCAN_SQL } from "./public-scan-sql.ts";
import { publicTraceRateKey, secondsToNextWindow } from "./rate-limit.ts";
import type { ScanSettings } from "./scan-settings.ts";

/** What the public trace page shows, as SCAN_SQL reads it. */
export type TracePageData = {
  code: string;
  goods: {
    name: string;
    specification: string | null;
    brand: string | null;
    unit: string | null;
    images: string[];
    shelfLifeDays: number | null;
    originProvince: string | null;
    originCity: string | null;
    originCounty: string | null;
  };
  enterprise: {
    name: string;
    provinceCode: string | null;
    cityCode: string | null;
    countyCode: string | null;
    address: string | null;
    phone: string | null;
  };
  batch: { batchNo: string; productionDate: string; quantity: number | null; unit: string | null } | null;
  base: {
    name: string;
    provinceCode: string | null;
    cityCode: string | null;
    countyCode: string | null;
    address: string | null;
  } | null;
  house: string | null;
  recalls: { title: string; level: number; notice: string; startDate: string }[];
  records: {
    stage: string;
    recordedAt: string;
    operator: string;
    images: string[];
    note: string | null;
    values: { name: string; kind: string; unit: string | null; value: string | null; images: string[] }[];
  }[];
  checks: { checkDate: string; organisation: string; passed: boolean }[];
};

export type ScanVisitor = { ip: string | null; userAgent: string | null };

export type ScanOutcome =
  | { kind: "limited"; retryAfterSeconds: number }
  /** Unknown, or its codes are not generated yet: nothing to show. */
  | { kind: "unknown" }
  | {
      kind: "found";
      page: TracePageData;
      /** This scan: its number (1 for the first), the first scan's time, whether the code looks copied. */
      scan: { count: number; firstScanAt: Date; copyWarning: boolean; locationToken: string | null };
    };

/** User agents are kept for the scan list, not forensics: long ones are cut. */
const USER_AGENT_MAX = 256;

type ScanRow = {
  hits: number;
  scanCount: number | null;
  firstScanAt: Date | string | null;
  scanId: string | null;
  distinctIps: number;
  goodsId: number | null;
  enterpriseId: number | null;
  batchId: number | null;
};

/** What the page is made of (PAGE_SQL's tables): a committed change to any resets the pages kept. */
export const TRACE_PAGE_TABLES = [
  "goods",
  "enterprise",
  "batch",
  "house",
  "base",
  "recall",
  "recall_batch",
  "trace_record",
  "trace_record_value",
  "trace_template_stage",
  "trace_template_item",
  "quality_check",
] as const;

/**
 * Pages per process, by goods, enterprise and batch: every code of a batch shows the same page
 * (but for the code itself), and reading it was most of a scan's database work
 * (bench/scan-endpoint.ts). Reset by change notices from TRACE_PAGE_TABLES in every process.
 */
const pageCache = new ChangeAwareCache<TracePageData | null>({
  tables: TRACE_PAGE_TABLES,
  maxEntries: 10_000,
  maxAgeMs: 60_000,
});

async function readPage(code: string): Promise<TracePageData | null> {
  const [row] = await queryRows<{ page: TracePageData | string | null }>(PAGE_SQL, [code]);
  const page = row?.page ?? null;
  // Parsed by the driver, or JSON text.
  return typeof page === "string" ? (JSON.parse(page) as TracePageData) : page;
}

/**
 * One view of /t/<code> (the code already normalised and its check symbol verified): counts the
 * request against the visitor's rate limit and records the scan in one statement (one round
 * trip), then shows the page of the code's batch (kept per process; read when missing).
 */
export async function scanPublicCode(settings: ScanSettings, code: string, visitor: ScanVisitor): Promise<ScanOutcome> {
  // By the driver alone (queryRows): every scan runs this, and Prisma's per-query work cost more
  // server CPU than the statement (bench/scan-endpoint.ts).
  // Where the IP is, resolved offline in memory (microseconds) and stored with the scan.
  const region = await ipRegion(visitor.ip);
  const [row] = await queryRows<ScanRow>(SCAN_SQL, [
    publicTraceRateKey(visitor.ip),
    settings.rateLimitPerMinute,
    code,
    visitor.ip ?? "unknown",
    visitor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    region?.provinceCode ?? null,
    region?.cityCode ?? null,
  ]);
  if (!row || Number(row.hits) > settings.rateLimitPerMinute)
    return { kind: "limited", retryAfterSeconds: secondsToNextWindow() };
  if (row.scanCount === null || row.firstScanAt === null) return { kind: "unknown" };
  const pageKey = `${row.goodsId ?? ""}:${row.enterpriseId ?? ""}:${row.batchId ?? ""}`;
  const page = await pageCache.get(
    pageKey,
    () => readPage(code),
    (kept) => kept !== null,
  );
  if (!page) return { kind: "unknown" };
  const count = Number(row.scanCount);
  return {
    kind: "found",
    page: { ...page, code },
    scan: {
      count,
      firstScanAt: new Date(row.firstScanAt),
      copyWarning: count > settings.copyWarningScans || Number(row.distinctIps) >= settings.copyWarningIps,
      locationToken: row.scanId ? await signLocationToken(code, row.scanId) : null,
    },
  };
}
