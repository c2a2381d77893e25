// Temporary (not committed): prints the content list statement and its generic plan.
import { getDatabase, openDatabase, queryRows } from "@suyuan/db/client";
import pg from "pg";
import { ZFindContentInput } from "@suyuan/contracts/content/content-find";
import { findOriginContentJson, findContentJson } from "../src/services/content/content-list.ts";
import { nonceClaimSql } from "../src/services/legacy/nonces.ts";

const url = process.env.URL!;
await openDatabase({ kind: "postgres", url });
const db = getDatabase();
const seen: { sql: string; params: readonly unknown[] }[] = [];
const query = db.query;
db.query = (sql, params, options) => {
  seen.push({ sql, params: params ?? [] });
  return query.call(db, sql, params, options);
};
const [channel] = await queryRows<{ id: number; site_id: number }>("SELECT id, site_id FROM cms_channel ORDER BY id OFFSET 7 LIMIT 1");
const ctx = { actor: { userId: 1, siteId: channel!.site_id } } as never;
const sub = process.env.SUB !== "0";
const input = ZFindContentInput.parse({ channelId: channel!.id, withSubChannels: sub, status: 2, page: 1, pageSize: 20 });
if (process.env.KIND === "trpc") await findContentJson(ctx, input);
else
  await findOriginContentJson(ctx, input, { canUpdate: true, canDelete: true }, {
    alongside: nonceClaimSql("x", `n${Date.now()}`),
  });
const { sql, params } = seen.at(-1)!;
if (process.env.SHOW) console.log(sql, params);
const client = new pg.Client({ connectionString: url, options: "-c plan_cache_mode=force_generic_plan" });
await client.connect();
await client.query(`PREPARE s AS ${sql}`);
for (let i = 0; i < 3; i++) {
  const values = params.map((v) => (typeof v === "string" && v.startsWith("n1") ? `${v}${i}` : v));
  const literal = values.map((v) => (typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`));
  const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE s(${literal.join(",")})`);
  if (i === 2 && process.env.SHOW) console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
}
const started = performance.now();
for (let i = 0; i < 300; i++) {
  const values = params.map((v) => (typeof v === "string" && v.startsWith("n1") ? `${v}t${i}` : v));
  await client.query({ name: "timed", text: sql, values: values as unknown[] });
}
console.log("per statement ms", ((performance.now() - started) / 300).toFixed(3));
await client.end();
process.exit(0);
