import { getDatabase, queryRows } from "@suyuan/db/client";
import { directQueries } from "@suyuan/api/trpc/direct-query";
import { operationsOf } from "@suyuan/api/operations/operation-registry";
import { appRouter } from "@suyuan/api/trpc-router";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { beforeAll, describe, expect, it } from "vitest";
import { adminServiceContext } from "../../apps/api/scripts/seed-demo-context.ts";
import { seedMasterDemo } from "../../apps/api/scripts/seed-demo-master.ts";
import { seedTraceabilityDemo } from "../../apps/api/scripts/seed-demo-traceability.ts";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY, testDbKind } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// The kit's lists are answered by the HTTP entry points without tRPC's middleware chain
// (trpc/direct-query.ts). Whatever path answers, the caller must not be able to tell: the same
// bytes for a list, tRPC's own answers for every refusal, and the procedure's one access rule.

const server = useTestServer();
const queries = directQueries(appRouter);
let admin: string;

beforeAll(async () => {
  const ctx = await adminServiceContext("direct-queries");
  await seedMasterDemo(ctx);
  await seedTraceabilityDemo(ctx, server().config);
  admin = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
}, 120_000);

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function get(path: string, cookie: string | null) {
  const response = await fetch(`${server().url}/trpc/${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** One query, alone (answered directly) and beside auth.getMe in a batch (answered by tRPC). */
async function bothPaths(path: string, input: unknown, cookie = admin) {
  const direct = await get(`${path}?input=${encode({ json: input })}`, cookie);
  const batchOfOne = await get(`${path}?batch=1&input=${encode({ 0: { json: input } })}`, cookie);
  const byTrpc = await get(`${path},auth.getMe?batch=1&input=${encode({ 0: { json: input } })}`, cookie);
  return { direct, batchOfOne, byTrpc };
}

describe("direct queries", () => {
  it("are the list of every kit resource and the content list, and nothing else", () => {
    const lists = [...Object.keys(RESOURCES).map((name) => `${name}.find`), "content.find"];
    expect([...queries.keys()].sort()).toEqual(lists.filter((path) => operationsOf(appRouter).has(path)).sort());
    expect(queries.size).toBeGreaterThan(30);
  });

  it("answer every list exactly as tRPC does, alone and in a batch", async () => {
    let rows = 0;
    for (const path of queries.keys()) {
      for (const input of [{}, { page: 2, pageSize: 5, sortDir: "asc" }]) {
        const { direct, batchOfOne, byTrpc } = await bothPaths(path, input);
        expect(direct.status, path).toBe(200);
        expect(batchOfOne).toEqual({ status: 200, body: [direct.body] });
        expect((byTrpc.body as unknown[])[0], path).toEqual(direct.body);
        rows += (direct.body as { result: { data: { json: { items: unknown[] } } } }).result.data.json.items.length;
      }
    }
    // The demo data fills the lists: the comparison is of rows, not of empty pages.
    expect(rows).toBeGreaterThan(50);
  });

  it("carry dates as tRPC's format does (superjson annotations)", async () => {
    const { direct } = await bothPaths("goods.find", { pageSize: 2 });
    const data = (direct.body as { result: { data: { json: { items: unknown[] }; meta: { values: object } } } }).result
      .data;
    expect(data.json.items).toHaveLength(2);
    expect(data.meta.values).toMatchObject({ "items.0.createdAt": ["Date"], "items.1.updatedAt": ["Date"] });
  });

  it("leave every refusal to tRPC: no session, a missing key, bad input, unreadable input", async () => {
    const anonymous = await bothPaths("goods.find", {}, "");
    for (const answer of [anonymous.direct, anonymous.byTrpc]) expect(answer.status).toBe(401);
    expect(anonymous.direct.body).toMatchObject({ error: { json: { data: { appCode: "UNAUTHENTICATED" } } } });

    // A user holding every list key of the kit but the goods list's.
    const role = await prisma.role.create({
      data: {
        name: "除商品外",
        perms: [...new Set(Object.values(RESOURCES).map((r) => r.keys.list))].filter(
          (k) => !["/goods/list", "/goods/update", "/goods/examine"].includes(k),
        ),
      },
    });
    const user = await prisma.user.create({
      data: {
        username: "no-goods",
        passwordHash: (await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } })).passwordHash,
        roles: { create: { roleId: role.id } },
      },
    });
    const limited = await loginCookie(server().url, user.username, TEST_ADMIN.password);
    const forbidden = await bothPaths("goods.find", {}, limited);
    expect(forbidden.direct).toMatchObject({
      status: 403,
      body: { error: { json: { data: { appCode: "FORBIDDEN" } } } },
    });
    expect((await bothPaths("batch.find", {}, limited)).direct.status).toBe(200);

    const bad = await bothPaths("goods.find", { pageSize: 0, sortBy: "nope" });
    expect(bad.direct.status).toBe(400);
    const refusal = bad.direct.body as { error: { json: { data: { fieldErrors?: Record<string, string[]> } } } };
    expect(Object.keys(refusal.error.json.data.fieldErrors ?? {})).toContain("pageSize");
    expect((await get(`goods.find?input=%7Bnot-json`, admin)).status).toBe(400);
    // Two paths without batch=1 name no procedure, for tRPC as for the direct path.
    expect((await get(`goods.find,batch.find?input=${encode({ json: {} })}`, admin)).status).toBe(404);
  });
});

// A list call may take its session from what this process read moments ago and confirm it in the
// list's own statement (services/auth/sessions.ts). Whatever changed behind this process's back
// must then count exactly as if the session had been read afresh.
describe("a list's session, confirmed in its own statement", () => {
  const sessionOf = async (cookie: string) => {
    const rows = await queryRows<{ id: string }>(
      "SELECT id FROM session WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1",
    );
    return { cookie, id: rows[0]!.id };
  };
  const goods = (cookie: string) => get(`goods.find?input=${encode({ json: { pageSize: 2 } })}`, cookie);
  const appCode = (answer: { body: unknown }) =>
    (answer.body as { error?: { json: { data: { appCode: string } } } }).error?.json.data.appCode;

  it("refuses a session revoked in the database on the very next list", async () => {
    const { cookie, id } = await sessionOf(await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password));
    expect((await goods(cookie)).status).toBe(200);
    expect((await goods(cookie)).status).toBe(200);
    await queryRows("UPDATE session SET revoked_at = now(), revoke_reason = 'test' WHERE id = $1", [id]);
    const refused = await goods(cookie);
    expect(refused.status).toBe(401);
    expect(appCode(refused)).toBe("UNAUTHENTICATED");
  });

  it("times out a session whose idle limit passed in the database, though this process saw it moments ago", async () => {
    const { cookie, id } = await sessionOf(await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password));
    expect((await goods(cookie)).status).toBe(200);
    await queryRows("UPDATE session SET last_seen_at = now() - interval '1 day' WHERE id = $1", [id]);
    const refused = await goods(cookie);
    expect(appCode(refused)).toBe("SESSION_TIMEOUT");
  });

  it("moves a session's idle clock once for a burst of calls that find it due", async () => {
    const { cookie, id } = await sessionOf(await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password));
    // Counts the writes to this session row (a trigger, removed afterwards).
    await queryRows("CREATE TABLE IF NOT EXISTS test_touch_count (n int NOT NULL)");
    await queryRows("TRUNCATE test_touch_count");
    await queryRows(`CREATE OR REPLACE FUNCTION test_count_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_touch_count VALUES (1); RETURN NEW; END $$`);
    await queryRows(`CREATE TRIGGER test_count_touch AFTER UPDATE ON session FOR EACH ROW
      WHEN (NEW.id = '${id}') EXECUTE FUNCTION test_count_touch()`);
    try {
      await queryRows("UPDATE session SET last_seen_at = now() - interval '2 minutes' WHERE id = $1", [id]);
      await queryRows("TRUNCATE test_touch_count");
      const answers = await Promise.all(Array.from({ length: 8 }, () => goods(cookie)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const [written] = await queryRows<{ n: number }>("SELECT count(*)::int AS n FROM test_touch_count");
      expect(written!.n).toBe(1);
      const [session] = await queryRows<{ idle: number }>(
        "SELECT extract(epoch FROM now() - last_seen_at)::float8 AS idle FROM session WHERE id = $1",
        [id],
      );
      expect(session!.idle).toBeLessThan(60);
    } finally {
      await queryRows("DROP TRIGGER IF EXISTS test_count_touch ON session");
      await queryRows("DROP TABLE IF EXISTS test_touch_count");
    }
  });

  it("answers a session moved to another site from a fresh read", async () => {
    const { cookie, id } = await sessionOf(await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password));
    const sites = await prisma.site.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    expect((await goods(cookie)).status).toBe(200);
    // Another process switched the site: the answer must not be the recent read's.
    await queryRows("UPDATE session SET site_id = $2 WHERE id = $1", [id, sites.at(-1)!.id]);
    const answer = await get(`auth.getMe,goods.find?batch=1&input=${encode({ 1: { json: { pageSize: 2 } } })}`, cookie);
    expect(answer.status).toBe(200);
    expect((await goods(cookie)).status).toBe(200);
  });

  it("refuses a revoked session on the legacy list and leaves its nonce unclaimed; a changed one is answered once", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const list = (nonce: string) => api.call("/api/admin/goods/list", { pageNo: "1", pageSize: "2" }, { nonce });
    expect((await list("confirm-1")).code).toBe("200");
    const [session] = await queryRows<{ id: string }>(
      "SELECT id FROM session WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1",
    );
    // The site changed behind this process's back: answered from a fresh read, the nonce claimed once.
    const sites = await prisma.site.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    await queryRows("UPDATE session SET site_id = $2 WHERE id = $1", [session!.id, sites.at(-1)!.id]);
    expect((await list("confirm-2")).code).toBe("200");
    expect((await list("confirm-2")).code).toBe("208");
    // Revoked: refused (302), and a refused call leaves its nonce unclaimed.
    await queryRows("UPDATE session SET revoked_at = now(), revoke_reason = 'test' WHERE id = $1", [session!.id]);
    expect((await list("confirm-3")).code).toBe("302");
    expect(await prisma.legacyNonce.count({ where: { nonce: "confirm-3" } })).toBe(0);
  });
});

// Only a PostgreSQL server has plans to cache (PGlite runs one connection of its own); the file's
// PostgreSQL run holds this test, its PGlite run does not define it.
if (testDbKind() === "postgres") {
  describe("plan cache", () => {
    it("plans a statement once per connection on a PostgreSQL server", async () => {
      expect(getDatabase().kind).toBe("postgres");
      const rows = await queryRows<{ plan_cache_mode: string }>("SHOW plan_cache_mode");
      expect(rows[0]?.plan_cache_mode).toBe("force_generic_plan");
    });
  });
}
