// The floor for bench/goods-list.ts: a bare Hono route answering the goods page the way a
// hand-written endpoint would — the same session check (one query) and the same answer (the page
// and its capped count, concurrently on a pool) — with no framework, ORM or permission model.
// It runs in its own process so the load generator does not share its event loop.
//   PORT=… DATABASE_URL=… SESSION_ID=<sha256 of the session token> CLASS_ID=7 tsx goods-raw-server.ts
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { GOODS_COUNT_SQL, GOODS_PAGE_SQL } from "./goods-sql.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const sessionId = process.env.SESSION_ID ?? "";
const classId = Number(process.env.CLASS_ID ?? 7);

const app = new Hono().get("/goods", async (c) => {
  const session = await pool.query("SELECT user_id FROM session WHERE id = $1 AND revoked_at IS NULL", [sessionId]);
  if (session.rowCount !== 1) return c.json({ error: "unauthenticated" }, 401);
  const [page, count] = await Promise.all([
    pool.query(GOODS_PAGE_SQL, [classId]),
    pool.query<{ n: string }>(GOODS_COUNT_SQL, [classId]),
  ]);
  return c.json({ items: page.rows, total: Math.min(Number(count.rows[0]?.n ?? 0), 1000) });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () =>
  console.log("raw goods server listening"),
);
process.on("SIGTERM", () => void pool.end().then(() => process.exit(0)));
