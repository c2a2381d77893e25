// The public trace page's SQL, shared with bench/scan-endpoint.ts (whose reference route runs
// SCAN_WITH_PAGE_SQL through the bare driver). Plain text with $n parameters: the values are
// always bound, never spliced in.
//
// One view of /t/<code> is ONE statement (one round trip, one transaction) that
//  - counts the request in the caller's per-minute rate-limit bucket,
//  - within the limit, bumps the code's scan count and first/last scan time (only when the code's
//    application finished generating) and records the scan (an unknown code is recorded too,
//    without enterprise, so attempts with made-up codes can be seen),
//  - and answers the count, the first scan's time, how many distinct IPs are among the code's
//    latest scans (for the copy warning) and the code's goods, enterprise and batch.
// The page (goods, enterprise, batch, base or greenhouse, the batch's active recalls, the
// production record with its stages in order, quality checks of the batch or of the goods) is the
// same for every code of a batch: it is kept per process and read by PAGE_SQL when missing.
// The reads see the database as the statement started (without this scan): the count comes from
// the UPDATE, and this scan's IP is added to the distinct ones.
//   $1 bucket key, $2 limit per minute, $3 code, $4 ip, $5 user agent, $6 and $7 the IP's province
//   and city codes (resolved offline by the caller; null when unknown)

/** What the page shows, as one JSON document, of the code `t` (with FROM_CODE's joins). */
const PAGE_JSON = `json_build_object(
    'code', t.code,
    'goods', json_build_object(
      'name', g.name, 'specification', g.specification, 'brand', g.brand, 'unit', g.unit,
      'images', g.images, 'shelfLifeDays', g.shelf_life_days,
      'originProvince', g.origin_province, 'originCity', g.origin_city, 'originCounty', g.origin_county),
    'enterprise', json_build_object(
      'name', e.name, 'provinceCode', e.province_code, 'cityCode', e.city_code, 'countyCode', e.county_code,
      'address', e.address, 'phone', e.phone),
    'batch', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object(
      'batchNo', b.batch_no, 'productionDate', to_char(b.production_date, 'YYYY-MM-DD'),
      'quantity', b.quantity, 'unit', b.unit) END,
    'base', CASE WHEN ba.id IS NULL THEN NULL ELSE json_build_object(
      'name', ba.name, 'provinceCode', ba.province_code, 'cityCode', ba.city_code, 'countyCode', ba.county_code,
      'address', ba.address) END,
    'house', h.name,
    'recalls', COALESCE((
      SELECT json_agg(json_build_object(
        'title', r.title, 'level', r.level, 'notice', r.notice, 'startDate', to_char(r.start_date, 'YYYY-MM-DD'))
        ORDER BY r.level, r.start_date DESC, r.id DESC)
      FROM recall_batch rb JOIN recall r ON r.id = rb.recall_id
      WHERE rb.batch_id = t.batch_id AND r.status = 'active'), '[]'::json),
    'records', COALESCE((
      SELECT json_agg(json_build_object(
        'stage', s.name, 'recordedAt', tr.recorded_at, 'operator', tr.operator_name, 'images', tr.images,
        'note', tr.note,
        'values', COALESCE((
          SELECT json_agg(json_build_object(
            'name', i.name, 'kind', i.kind, 'unit', i.unit, 'value', v.value, 'images', v.images) ORDER BY i.sort)
          FROM trace_record_value v JOIN trace_template_item i ON i.id = v.item_id
          WHERE v.record_id = tr.id), '[]'::json))
        ORDER BY tr.sort)
      FROM trace_record tr JOIN trace_template_stage s ON s.id = tr.stage_id
      WHERE tr.batch_id = t.batch_id), '[]'::json),
    'checks', COALESCE((
      SELECT json_agg(q ORDER BY q."checkDate" DESC) FROM (
        (SELECT to_char(c.check_date, 'YYYY-MM-DD') AS "checkDate", c.organisation, c.passed
         FROM quality_check c WHERE c.batch_id = t.batch_id
         ORDER BY c.check_date DESC LIMIT 10)
        UNION ALL
        (SELECT to_char(c.check_date, 'YYYY-MM-DD'), c.organisation, c.passed
         FROM quality_check c
         WHERE c.enterprise_id = t.enterprise_id AND c.goods_id = t.goods_id AND c.batch_id IS NULL
         ORDER BY c.check_date DESC LIMIT 10)) q), '[]'::json)
  )`;

const FROM_CODE = `  FROM trace_code t
  JOIN goods g ON g.id = t.goods_id
  JOIN enterprise e ON e.id = t.enterprise_id
  LEFT JOIN batch b ON b.id = t.batch_id
  LEFT JOIN house h ON h.id = b.house_id
  LEFT JOIN base ba ON ba.id = COALESCE(b.base_id, h.base_id)`;

const COUNT_AND_RECORD = `
WITH rl AS (
  INSERT INTO rate_limit_bucket (key, window_start, hits)
  VALUES ($1::text, date_trunc('minute', now()), 1)
  ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_bucket.hits + 1
  RETURNING hits
), hit AS (
  UPDATE trace_code t
  SET scan_count = t.scan_count + 1, first_scan_at = COALESCE(t.first_scan_at, now()), last_scan_at = now()
  FROM rl
  WHERE t.code = $3::text AND rl.hits <= $2::int
    AND EXISTS (SELECT 1 FROM code_application a WHERE a.id = t.application_id AND a.generation_status = 'done')
  RETURNING t.code, t.enterprise_id, t.goods_id, t.batch_id, t.scan_count, t.first_scan_at
), scan AS (
  INSERT INTO scan_record (code, enterprise_id, goods_id, batch_id, ip, user_agent, province_code, city_code)
  SELECT $3::text, hit.enterprise_id, hit.goods_id, hit.batch_id, $4::text, $5::text, $6::text, $7::text
  FROM rl LEFT JOIN hit ON true
  WHERE rl.hits <= $2::int
  RETURNING id
)`;

/** After COUNT_AND_RECORD: the rate-limit hits, the code's count and first scan, the scan's id and the distinct IPs. */
const SCAN_FIGURES = `SELECT rl.hits, hit.scan_count AS "scanCount", hit.first_scan_at AS "firstScanAt", scan.id::text AS "scanId",
  (SELECT count(DISTINCT ips.ip)::int FROM (
     (SELECT ip FROM scan_record WHERE code = hit.code ORDER BY scanned_at DESC LIMIT 199)
     UNION ALL SELECT $4::text) ips) AS "distinctIps",`;

/**
 * The scan (rate limit, count, record) and its figures, with the code's goods, enterprise and
 * batch: the page itself is the same for every code of a batch, so services/scan/public-scan.ts
 * keeps it per process (reset by change notices) and reads it with PAGE_SQL when it has not.
 */
export const SCAN_SQL = `${COUNT_AND_RECORD}
${SCAN_FIGURES}
  hit.goods_id AS "goodsId", hit.enterprise_id AS "enterpriseId", hit.batch_id AS "batchId"
FROM rl LEFT JOIN hit ON true LEFT JOIN scan ON true`;

/** The page of code $1, or no row. */
export const PAGE_SQL = `SELECT ${PAGE_JSON} AS page
${FROM_CODE}
  WHERE t.code = $1::text`;

/**
 * SCAN_SQL and the page in one statement, as the page was read before it was kept per process:
 * bench/scan-raw-server.ts runs it, so the reference route does all the database work every time.
 */
export const SCAN_WITH_PAGE_SQL = `${COUNT_AND_RECORD}
${SCAN_FIGURES}
  (SELECT ${PAGE_JSON}
${FROM_CODE}
  WHERE t.code = hit.code) AS page
FROM rl LEFT JOIN hit ON true LEFT JOIN scan ON true`;
