// The content page of bench/content-list.ts as plain SQL: what content.find does for one channel
// (no sub-channels), status passed, on-top items first then newest, 20 rows with the channel,
// type and writer's names, and the count capped at 1,001 rows. An expired top level counts as 0
// (nothing is written on a read): the page reads the few on-top rows (their expiry decides their
// place) and the rest in the index's release-date order, each no longer than the page, as the
// service does (apps/api/src/services/content/content-list.ts).
const EFFECTIVE_TOP = "(CASE WHEN c.top_expired_at <= now() THEN 0 ELSE c.top_level END)";
const MATCHING = "c.site_id = $2 AND c.channel_id = $1 AND c.status = 2";
export const CONTENT_PAGE_SQL = `SELECT c.id, c.title, c.short_title, c.channel_id, ch.name AS channel_name, ch.path AS channel_path,
            c.type_id, t.name AS type_name, c.status, c.check_step, c.top_level, c.top_expired_at,
            ${EFFECTIVE_TOP} AS effective_top_level, c.recommend_level,
            c.views, c.comment_count, c.author, c.release_date, u.username, u.real_name, c.created_at, c.updated_at
     FROM ((SELECT c.id FROM cms_content c WHERE ${MATCHING} AND c.top_level > 0
             ORDER BY ${EFFECTIVE_TOP} DESC, c.release_date DESC, c.id DESC LIMIT 20)
           UNION ALL
           (SELECT c.id FROM cms_content c WHERE ${MATCHING} AND c.top_level = 0
             ORDER BY c.release_date DESC, c.id DESC LIMIT 20)) r
     JOIN cms_content c ON c.id = r.id
     JOIN cms_channel ch ON ch.id = c.channel_id
     JOIN cms_content_type t ON t.id = c.type_id
     LEFT JOIN app_user u ON u.id = c.created_by_id
     ORDER BY ${EFFECTIVE_TOP} DESC, c.release_date DESC, c.id DESC LIMIT 20`;
export const CONTENT_COUNT_SQL = `SELECT count(*) AS n FROM (SELECT 1 FROM cms_content c
     WHERE ${MATCHING}
     ORDER BY c.top_level DESC, c.release_date DESC, c.id DESC LIMIT 1001) capped`;
