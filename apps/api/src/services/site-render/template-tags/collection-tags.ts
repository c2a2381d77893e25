import { queryRows } from "@suyuan/db/client";
import { blockTag } from "./block-tag.ts";
import { boolArg, intArg } from "./tag-args.ts";

// Topic and tag lists:
//   cms_topic_list    tag_list of the site's topics by priority (recommend: true, count)
//   cms_tag_list      tag_list of the site's most used tags (count)

export const topicListTag = blockTag("cms_topic_list", async (args, env) => {
  const count = intArg("cms_topic_list", args, "count", { min: 1, max: 100 }) ?? 10;
  const recommend = boolArg("cms_topic_list", args, "recommend");
  const rows = await queryRows<{ id: number; name: string; description: string | null; titleImg: string | null }>(
    `SELECT id, name, description, title_img AS "titleImg" FROM cms_topic
      WHERE site_id = $1 AND ($2::boolean IS NULL OR recommend = $2::boolean)
      ORDER BY priority, id LIMIT $3`,
    [env.siteId, recommend ?? null, count],
  );
  return {
    tag_list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description ?? "",
      image: row.titleImg,
      url: `${env.urls.base}topic_${row.id}.html`,
    })),
  };
});

export const tagListTag = blockTag("cms_tag_list", async (args, env) => {
  const count = intArg("cms_tag_list", args, "count", { min: 1, max: 200 }) ?? 20;
  const rows = await queryRows<{ id: number; name: string; refCount: number }>(
    `SELECT id, name, ref_count AS "refCount" FROM cms_tag
      WHERE site_id = $1 AND ref_count > 0 ORDER BY ref_count DESC, id LIMIT $2`,
    [env.siteId, count],
  );
  return {
    tag_list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      count: row.refCount,
      url: `${env.urls.base}tag_${row.id}.html`,
    })),
  };
});
