import { createHash } from "node:crypto";
import { prisma, queryRows } from "@suyuan/db/client";
import { ipRegion } from "../../lib/ip-region.ts";
import { BatchedWriter } from "../../lib/batched-writer.ts";
import type { Logger } from "../../lib/logger.ts";
import { readAppSetting } from "../settings/app-settings.ts";
import { trafficSetting } from "./traffic-settings.ts";
import { hitSource, isCrawler } from "./traffic-source.ts";

// Public page views are written in batches (lib/batched-writer.ts): a page view never waits for
// (or costs) a write of its own. Addresses are resolved to regions and hashed when written, off
// the request; no address is stored in clear.

/** A flood (or a database that stays away) never grows the buffer past this; later views are dropped. */
const MAX_PENDING = 20_000;
const MAX_PAGE = 500;

type PageView = {
  siteId: number;
  /** The path of the page, without the query. */
  page: string;
  /** The host the page was asked for (a Referer from it is a click within the site). */
  host: string;
  ip: string | null;
  userAgent: string | undefined;
  referer: string | undefined;
};

type Pending = PageView & { at: Date };

const views = new BatchedWriter<Pending>({ maxPending: MAX_PENDING, write: writePageViews });
/** Refreshed at each flush from the setting, so switching collection off reaches every process within seconds. */
let collecting = true;
/** This process's own switch (TRAFFIC_COLLECTION); off, the setting is not even read. */
let processCollects = true;

/** Records a view of a public page (nothing is written here). */
export function collectPageView(view: PageView): void {
  if (!collecting || isCrawler(view.userAgent)) return;
  views.add({ ...view, at: new Date() });
}

const DAY_AND_HOUR = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The day (yyyy-MM-dd) and hour of an instant in China's time zone, which the figures are read by. */
export function localDayAndHour(at: Date): { day: string; hour: number } {
  const text = DAY_AND_HOUR.format(at); // "2026-11-28 13"
  return { day: text.slice(0, 10), hour: Number(text.slice(11, 13)) };
}

const hash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

async function rowsOf(views: Pending[]) {
  return Promise.all(
    views.map(async (view) => {
      const { day, hour } = localDayAndHour(view.at);
      const source = hitSource(view.referer, view.host);
      const region = await ipRegion(view.ip);
      return {
        siteId: view.siteId,
        at: view.at,
        day,
        hour,
        // The day is part of both hashes: a visitor or an address cannot be followed across days.
        visitor: hash(`${day}|${view.ip ?? ""}|${view.userAgent ?? ""}`),
        ipHash: hash(`${day}|${view.ip ?? ""}`),
        provinceCode: region?.provinceCode ?? null,
        cityCode: region?.cityCode ?? null,
        page: view.page.slice(0, MAX_PAGE),
        ...source,
      };
    }),
  );
}

/** Writes a batch of views (one INSERT for all). */
async function writePageViews(batch: Pending[]): Promise<void> {
  const rows = await rowsOf(batch);
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await queryRows(
    `INSERT INTO traffic_hit (site_id, at, day, hour, visitor, ip_hash, province_code, city_code, page, source,
                              referrer_host, engine, keyword)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::date[], $4::smallint[], $5::text[], $6::text[],
                          $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])`,
    [
      column("siteId"),
      column("at").map((at) => at.toISOString()),
      column("day"),
      column("hour"),
      column("visitor"),
      column("ipHash"),
      column("provinceCode"),
      column("cityCode"),
      column("page"),
      column("source"),
      column("referrerHost"),
      column("engine"),
      column("keyword"),
    ],
  );
}

/** Writes the views gathered so far. */
export async function flushPageViews(): Promise<void> {
  await views.flush();
}

async function refreshSwitch(): Promise<void> {
  collecting = processCollects && (await readAppSetting(prisma, trafficSetting)).collect;
  if (!collecting) views.clear();
}

/** Flushes every few seconds until stopped; the stop function flushes once more. */
export function startPageViewFlushing(log: Logger, enabled = true): () => Promise<void> {
  processCollects = enabled;
  collecting = enabled;
  return views.start(log, "page views", refreshSwitch);
}

/** Tests: take the setting now rather than at the next tick. */
export async function refreshTrafficSwitch(): Promise<void> {
  await refreshSwitch();
}
