// The floor for bench/public-pages.ts: the public content page and the search page as a bare Hono
// route would answer them, with the same statements against the same tables (site by access path,
// its channels, the article and its neighbours; the search's page and capped count) and a string
// template, but no template engine, sandbox, ETag or view counting. Its own process.
//   PORT=… DATABASE_URL=… tsx public-raw-server.ts
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const escape = (value: string | number | null | undefined) =>
  String(value ?? "").replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const PUBLIC = `c.status = 2 AND c.release_date <= now()`;

const app = new Hono()
  .get("/site/:site/:channel/:file", async (c) => {
    const id = Number(c.req.param("file").replace(/\.html$/, ""));
    const site = await pool.query<{ id: number; name: string }>(
      "SELECT id, name FROM site WHERE access_path = $1 AND status = 'open'",
      [c.req.param("site")],
    );
    const siteRow = site.rows[0];
    if (!siteRow) return c.text("not found", 404);
    const [channels, content] = await Promise.all([
      pool.query<{ id: number; name: string; path: string }>(
        "SELECT id, name, path FROM cms_channel WHERE site_id = $1 AND deleted_at IS NULL ORDER BY priority, id",
        [siteRow.id],
      ),
      pool.query<{ id: number; channel_id: number; title: string; txt: string | null; release_date: Date }>(
        `SELECT c.id, c.channel_id, c.title, c.txt, c.release_date FROM cms_content c WHERE c.id = $1 AND c.site_id = $2 AND ${PUBLIC}`,
        [id, siteRow.id],
      ),
    ]);
    const row = content.rows[0];
    if (!row) return c.text("not found", 404);
    const neighbour = (newer: boolean) =>
      pool.query<{ id: number; title: string }>(
        `SELECT c.id, c.title FROM cms_content c WHERE c.channel_id = $1 AND ${PUBLIC}
           AND (c.release_date, c.id) ${newer ? ">" : "<"} ($2, $3)
         ORDER BY c.release_date ${newer ? "ASC" : "DESC"}, c.id ${newer ? "ASC" : "DESC"} LIMIT 1`,
        [row.channel_id, row.release_date, row.id],
      );
    const [previous, next] = await Promise.all([neighbour(true), neighbour(false)]);
    const nav = channels.rows.map(
      (ch) => `<li><a href="/site/${c.req.param("site")}/${ch.path}/">${escape(ch.name)}</a></li>`,
    );
    return c.html(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(row.title)} - ${escape(siteRow.name)}</title></head>` +
        `<body><nav><ul>${nav.join("")}</ul></nav><main><h1>${escape(row.title)}</h1><div>${row.txt ?? ""}</div>` +
        `<p>上一篇：${escape(previous.rows[0]?.title ?? "没有了")}</p><p>下一篇：${escape(next.rows[0]?.title ?? "没有了")}</p></main></body></html>`,
    );
  })
  .get("/search", async (c) => {
    const words = (c.req.query("q") ?? "").split(/\s+/).filter(Boolean);
    const tsquery = words.map((word) => `'${word.replace(/'/g, "''")}'`).join(" & ");
    const matching = `c.site_id = $1 AND ${PUBLIC} AND c.search_words @@ to_tsquery('simple', $2)`;
    const [page, count] = await Promise.all([
      pool.query<{ id: number; title: string }>(
        `SELECT c.id, c.title, c.release_date FROM cms_content c WHERE ${matching} ORDER BY c.release_date DESC, c.id DESC LIMIT 20`,
        [Number(c.req.query("site")), tsquery],
      ),
      pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM cms_content c WHERE ${matching} LIMIT 1000) x`,
        [Number(c.req.query("site")), tsquery],
      ),
    ]);
    return c.html(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>搜索</title></head><body><p>${count.rows[0]?.n ?? 0}</p><ul>` +
        page.rows.map((hit) => `<li><a href="/${hit.id}.html">${escape(hit.title)}</a></li>`).join("") +
        `</ul></body></html>`,
    );
  });

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () =>
  console.log("raw public server listening"),
);
process.on("SIGTERM", () => void pool.end().then(() => process.exit(0)));
