import { CONTENT_ORDER_SQL } from "./content-order.ts";
import { ITEM_COLUMNS, listPage, type PublicItem, type PublicScope } from "./public-site-data.ts";

// The contents a content-list template tag shows: the public contents of a scope, narrowed by the
// tag's filters and sorted by one of the origin's ordering codes.

export type TagContentFilter = {
  typeIds?: number[];
  recommend?: boolean;
  /** Only contents with a title image. */
  titleImg?: boolean;
  excludeId?: number;
  topicId?: number;
  tagId?: number;
};

export type TagContent = PublicItem & {
  shortTitle: string | null;
  views: number;
  recommend: boolean;
  /** Visitors' average rating (0 while unrated). */
  score: number;
};

const TAG_COLUMNS = `${ITEM_COLUMNS}, c.short_title AS "shortTitle", c.views, c.recommend,
  COALESCE((SELECT s.average FROM cms_content_score s WHERE s.content_id = c.id), 0)::float8 AS "score"`;

export function findTagContents(
  scope: PublicScope,
  filter: TagContentFilter,
  order: number,
  page: { number: number; size: number; counted: boolean },
) {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const joins: string[] = [];
  const value = (given: unknown) => {
    values.push(given);
    return `?${values.length}`;
  };
  if (filter.typeIds?.length) conditions.push(`c.type_id = ANY(${value(filter.typeIds)}::int[])`);
  if (filter.recommend !== undefined) conditions.push(`c.recommend = ${value(filter.recommend)}::boolean`);
  if (filter.titleImg) conditions.push("c.title_img IS NOT NULL AND c.title_img <> ''");
  if (filter.excludeId !== undefined) conditions.push(`c.id <> ${value(filter.excludeId)}::int`);
  if (filter.topicId !== undefined) {
    joins.push("JOIN cms_topic_content tp ON tp.content_id = c.id");
    conditions.push(`tp.topic_id = ${value(filter.topicId)}::int`);
  }
  if (filter.tagId !== undefined) {
    joins.push("JOIN cms_content_tag tg ON tg.content_id = c.id");
    conditions.push(`tg.tag_id = ${value(filter.tagId)}::int`);
  }
  return listPage<TagContent>(
    scope,
    {
      columns: TAG_COLUMNS,
      from: joins.join(" "),
      where: conditions.join(" AND "),
      order: CONTENT_ORDER_SQL[order] ?? CONTENT_ORDER_SQL[4]!,
      values,
      uncounted: !page.counted,
    },
    page.number,
    page.size,
  );
}
