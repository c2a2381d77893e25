// The content page of bench/content-list.ts as plain SQL: what content.find does for one channel
// (no sub-channels), status passed, on-top items first then newest, 20 rows with the channel,
// type and writer's names, and the count capped at 1,001 rows; first the expired top levels of
// the channel are cleared, as the service does before every list.
export const CONTENT_CLEAR_SQL = `UPDATE cms_content SET top_level = 0, top_expired_at = NULL, updated_at = now()
     WHERE channel_id = $1 AND top_level > 0 AND top_expired_at <= now()`;
export const CONTENT_PAGE_SQL = `SELECT c.id, c.title, c.short_title, c.channel_id, ch.name AS channel_name, ch.path AS channel_path,
            c.type_id, t.name AS type_name, c.status, c.check_step, c.top_level, c.top_expired_at, c.recommend_level,
            c.views, c.comment_count, c.author, c.release_date, u.username, u.real_name, c.created_at, c.updated_at
     FROM cms_content c
     JOIN cms_channel ch ON ch.id = c.channel_id
     JOIN cms_content_type t ON t.id = c.type_id
     LEFT JOIN app_user u ON u.id = c.created_by_id
     WHERE c.site_id = $2 AND c.channel_id = $1 AND c.status = 2
     ORDER BY c.top_level DESC, c.release_date DESC, c.id DESC LIMIT 20`;
export const CONTENT_COUNT_SQL = `SELECT count(*) AS n FROM (SELECT 1 FROM cms_content c
     WHERE c.site_id = $2 AND c.channel_id = $1 AND c.status = 2
     ORDER BY c.top_level DESC, c.release_date DESC, c.id DESC LIMIT 1001) capped`;
