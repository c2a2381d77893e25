/**
 * The origin's 24 orderings (and the product's rating order) of a content list (`orderBy` of cms_content_list/cms_content_page),
 * shared by the renderer, which sorts by them, and the tag wizard, which offers them. The codes
 * are the origin's and are stored in templates, so they never change meaning.
 */
export const CONTENT_ORDERS: readonly { code: number; zh: string; en: string }[] = [
  { code: 0, zh: "ID降序", en: "ID, descending" },
  { code: 1, zh: "ID升序", en: "ID, ascending" },
  { code: 2, zh: "发布时间降序", en: "Release time, newest first" },
  { code: 3, zh: "发布时间升序", en: "Release time, oldest first" },
  { code: 4, zh: "固顶级别降序、发布时间降序", en: "Pinned level, then newest first" },
  { code: 5, zh: "固顶级别降序、发布时间升序", en: "Pinned level, then oldest first" },
  { code: 6, zh: "日访问降序", en: "Views today, most first" },
  { code: 7, zh: "周访问降序", en: "Views this week, most first" },
  { code: 8, zh: "月访问降序", en: "Views this month, most first" },
  { code: 9, zh: "总访问降序", en: "Total views, most first" },
  { code: 10, zh: "日评论降序", en: "Comments today, most first" },
  { code: 11, zh: "周评论降序", en: "Comments this week, most first" },
  { code: 12, zh: "月评论降序", en: "Comments this month, most first" },
  { code: 13, zh: "总评论降序", en: "Total comments, most first" },
  { code: 14, zh: "日下载降序", en: "Downloads today, most first" },
  { code: 15, zh: "周下载降序", en: "Downloads this week, most first" },
  { code: 16, zh: "月下载降序", en: "Downloads this month, most first" },
  { code: 17, zh: "总下载降序", en: "Total downloads, most first" },
  { code: 18, zh: "日顶降序", en: "Up-votes today, most first" },
  { code: 19, zh: "周顶降序", en: "Up-votes this week, most first" },
  { code: 20, zh: "月顶降序", en: "Up-votes this month, most first" },
  { code: 21, zh: "总顶降序", en: "Total up-votes, most first" },
  { code: 22, zh: "推荐级别降序、发布时间升序", en: "Recommendation level, then oldest first" },
  { code: 23, zh: "推荐级别升序、发布时间降序", en: "Recommendation level ascending, then newest first" },
  // The product's own, after the origin's: visitors' ratings (score groups).
  { code: 24, zh: "评分降序", en: "Average rating, highest first" },
];

/** The ordering a list takes when the tag names none. */
export const DEFAULT_CONTENT_ORDER = 4;
export const MAX_CONTENT_ORDER = 24;
