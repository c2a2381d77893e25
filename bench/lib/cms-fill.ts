import type pg from "pg";

/** What the CMS benches' articles hang on: the first site, a channel and a content model, a type, `channels` channels c1…cN. */
export type CmsFrame = { siteId: number; contentModelId: number; typeId: number; firstChannel: number };

/** Writes the frame of bench/content-list.ts and bench/public-pages.ts (their articles differ). */
export async function fillCmsFrame(sql: pg.Client, channels: number): Promise<CmsFrame> {
  const siteId = Number((await sql.query<{ id: number }>("SELECT id FROM site ORDER BY id LIMIT 1")).rows[0]?.id);
  const channelModel = await sql.query<{ id: number }>(
    `INSERT INTO cms_model (name, kind, path) VALUES ('栏目模型', 'channel', 'bench-channel') RETURNING id`,
  );
  const contentModel = await sql.query<{ id: number }>(
    `INSERT INTO cms_model (name, kind, path) VALUES ('新闻', 'content', 'bench-news') RETURNING id`,
  );
  const type = await sql.query<{ id: number }>(
    `INSERT INTO cms_content_type (name) VALUES ('普通') ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id`,
  );
  await sql.query(
    `INSERT INTO cms_channel (site_id, name, path, model_id) SELECT $1, '栏目' || i, 'c' || i, $2 FROM generate_series(1, $3) i`,
    [siteId, channelModel.rows[0]!.id, channels],
  );
  const firstChannel = Number((await sql.query<{ id: number }>("SELECT min(id) AS id FROM cms_channel")).rows[0]?.id);
  return { siteId, contentModelId: contentModel.rows[0]!.id, typeId: type.rows[0]!.id, firstChannel };
}
