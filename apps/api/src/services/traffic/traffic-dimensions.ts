// The figures of a day per dimension, computed by one SQL text from the raw views (`h`, the
// views of the days asked for) both when a day is read before its roll-up and when it is rolled
// up: a day's figures are the same before and after, by construction.
//
// Per-view dimensions count views (pv), distinct addresses (ip) and distinct visitors. Per-visit
// dimensions take a visitor's day as one visit, described by its first view (where it came from,
// the page it entered on): pv is the visit's views, ip distinct addresses, visitors the visits.

export const TRAFFIC_KINDS = [
  "all",
  "hour",
  "area",
  "city",
  "page",
  "source",
  "engine",
  "link",
  "keyword",
  "entry",
  "depth",
] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

const PER_VIEW: Partial<Record<TrafficKind, string>> = {
  all: "''",
  hour: "hour::text",
  area: "coalesce(province_code, '')",
  city: "coalesce(city_code, '')",
  page: "page",
};

const PER_VISIT: Partial<Record<TrafficKind, { value: string; where?: string }>> = {
  source: { value: "CASE source WHEN 'internal' THEN 'direct' ELSE source END" },
  engine: { value: "engine", where: "engine IS NOT NULL" },
  link: { value: "referrer_host", where: "source = 'link'" },
  keyword: { value: "keyword", where: "keyword IS NOT NULL" },
  entry: { value: "page" },
  depth: { value: "pages::text" },
};

/** The visits (`v`) of the views in `h`; a CTE to follow `h`. */
export const VISITS_CTE = `v AS (
  SELECT DISTINCT ON (site_id, day, visitor) site_id, day, visitor, ip_hash, page, source, referrer_host, engine,
         keyword, count(*) OVER (PARTITION BY site_id, day, visitor) AS pages
    FROM h ORDER BY site_id, day, visitor, at, id)`;

/** SELECT site_id, day, value, pv, ip, visitors of one kind, from the CTEs `h` and `v`. */
export function kindSelect(kind: TrafficKind): string {
  const perView = PER_VIEW[kind];
  if (perView !== undefined)
    return `SELECT site_id, day, ${perView} AS value, count(*)::int AS pv, count(DISTINCT ip_hash)::int AS ip,
                   count(DISTINCT visitor)::int AS visitors
              FROM h GROUP BY site_id, day, 3`;
  const perVisit = PER_VISIT[kind]!;
  return `SELECT site_id, day, ${perVisit.value} AS value, sum(pages)::int AS pv, count(DISTINCT ip_hash)::int AS ip,
                 count(*)::int AS visitors
            FROM v ${perVisit.where ? `WHERE ${perVisit.where}` : ""} GROUP BY site_id, day, 3`;
}
