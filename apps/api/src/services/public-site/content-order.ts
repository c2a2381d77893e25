// The origin's 24 ordering codes of content lists (template tags `orderBy`, the tag wizard), as
// SQL on `cms_content c`. Their labels are in @suyuan/contracts/directive/content-order; this is
// the one table of what each code does. Every order ends with the id, so pages never overlap.
//
// What the product counts: total views, and views in the current day, week and month (the view
// counter restarts a period's count when the period has passed, so an older count reads as 0);
// comments in total only (periods 10 to 12 sort by the total); downloads and "ups" are not kept,
// so codes 14 to 21 fall back to the newest first.

/** Today in China's time zone (the portals' day), as SQL. */
export const LOCAL_TODAY = "(now() AT TIME ZONE 'Asia/Shanghai')::date";

const periodViews = (counter: string, period: "day" | "week" | "month") =>
  period === "day"
    ? `CASE WHEN c.views_period = ${LOCAL_TODAY} THEN c.${counter} ELSE 0 END DESC, c.id DESC`
    : `CASE WHEN date_trunc('${period}', c.views_period) = date_trunc('${period}', ${LOCAL_TODAY}) THEN c.${counter} ELSE 0 END DESC, c.id DESC`;

const NEWEST = "c.release_date DESC, c.id DESC";

export const CONTENT_ORDER_SQL: readonly string[] = [
  /* 0 ID降序 */ "c.id DESC",
  /* 1 ID升序 */ "c.id ASC",
  /* 2 发布时间降序 */ NEWEST,
  /* 3 发布时间升序 */ "c.release_date ASC, c.id ASC",
  /* 4 固顶级别降序、发布时间降序 */ `c.top_level DESC, ${NEWEST}`,
  /* 5 固顶级别降序、发布时间升序 */ "c.top_level DESC, c.release_date ASC, c.id ASC",
  /* 6 日访问降序 */ periodViews("views_day", "day"),
  /* 7 周访问降序 */ periodViews("views_week", "week"),
  /* 8 月访问降序 */ periodViews("views_month", "month"),
  /* 9 总访问降序 */ "c.views DESC, c.id DESC",
  /* 10 日评论降序 */ "c.comment_count DESC, c.id DESC",
  /* 11 周评论降序 */ "c.comment_count DESC, c.id DESC",
  /* 12 月评论降序 */ "c.comment_count DESC, c.id DESC",
  /* 13 总评论降序 */ "c.comment_count DESC, c.id DESC",
  /* 14 日下载降序 */ NEWEST,
  /* 15 周下载降序 */ NEWEST,
  /* 16 月下载降序 */ NEWEST,
  /* 17 总下载降序 */ NEWEST,
  /* 18 日顶降序 */ NEWEST,
  /* 19 周顶降序 */ NEWEST,
  /* 20 月顶降序 */ NEWEST,
  /* 21 总顶降序 */ NEWEST,
  /* 22 推荐级别降序、发布时间升序 */ "c.recommend_level DESC, c.release_date ASC, c.id ASC",
  /* 23 推荐级别升序、发布时间降序 */ `c.recommend_level ASC, ${NEWEST}`,
  /* 24 评分降序 (the product's own: visitors' average rating, unrated last) */
  `COALESCE((SELECT s.average FROM cms_content_score s WHERE s.content_id = c.id), 0) DESC, ${NEWEST}`,
];

export const DEFAULT_CONTENT_ORDER = 4;
