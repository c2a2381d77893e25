// The reference for bench/scan-endpoint.ts: a bare Hono route GET /t/:code doing what the real
// page does in the database, as one statement that reads the page's data every time (rate limit,
// scan count, scan record and the page; the API's SQL parts, services/scan/public-scan-sql.ts,
// where the API keeps a batch's page per process instead) — with the driver alone: `pg` on
// PostgreSQL (DATABASE_URL), PGlite in this process on the embedded database (PGLITE_DIR). It
// answers the page data as JSON: no sessions, no middleware, no HTML, no Prisma.
//   PORT=4432 DATABASE_URL=… | PGLITE_DIR=… RATE_LIMIT=1000000 tsx scan-raw-server.ts
import { PGlite } from "@electric-sql/pglite";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { SCAN_WITH_PAGE_SQL } from "@suyuan/api/services/scan/public-scan-sql";
import { parseTraceCode } from "@suyuan/contracts/trace-code/trace-code";
import { Hono } from "hono";
import { join } from "node:path";
import pg from "pg";

type Query = <Row>(sql: string, params: unknown[]) => Promise<Row[]>;

const port = Number(process.env.PORT ?? 4432);
const limit = Number(process.env.RATE_LIMIT ?? 1_000_000);
let query: Query;
let close: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
  // RAW_PREPARED=1: named statements, parsed and planned once per connection (Prisma does not).
  const prepared = process.env.RAW_PREPARED === "1";
  const names = new Map<string, string>();
  const nameOf = (sql: string) => names.get(sql) ?? names.set(sql, `q${names.size}`).get(sql);
  query = async <Row>(sql: string, params: unknown[]) =>
    (await pool.query({ text: sql, values: params, ...(prepared ? { name: nameOf(sql) } : {}) })).rows as Row[];
  close = () => pool.end();
} else if (process.env.PGLITE_DIR) {
  const db = new PGlite(join(process.env.PGLITE_DIR, "pgdata"));
  await db.waitReady;
  query = async <Row>(sql: string, params: unknown[]) => (await db.query<Row>(sql, params)).rows;
  close = () => db.close();
} else {
  throw new Error("Set DATABASE_URL or PGLITE_DIR");
}

const app = new Hono();
app.get("/t/:code", async (c) => {
  const parsed = parseTraceCode(c.req.param("code"));
  if (!parsed.ok) return c.text("unknown", 404);
  const ip = c.req.header("x-forwarded-for") ?? getConnInfo(c).remote.address ?? "unknown";
  const [row] = await query<{ hits: number; scanCount: number | null; page: unknown }>(SCAN_WITH_PAGE_SQL, [
    `t:${ip}`,
    limit,
    parsed.code,
    ip,
    (c.req.header("user-agent") ?? "").slice(0, 256),
    // The IP's province and city: the loopback address has none.
    null,
    null,
  ]);
  if (!row || row.hits > limit) return c.text("limited", 429);
  if (row.page === null) return c.text("unknown", 404);
  return c.json(row);
});

const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  process.stdout.write(`raw scan server ready on ${port}\n`);
});
const stop = () => {
  server.close(() => {
    close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
