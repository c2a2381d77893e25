import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FEED_APPLICATION_PREFIX } from "@suyuan/db/process-identity";
import pg from "pg";
import { APP_VERSION as API_VERSION } from "@suyuan/api/app-version";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { createServerDatabase, type TestDatabase } from "../support/test-database.ts";
import { TEST_ADMIN, TEST_SERVER_ENV } from "../support/test-env.ts";
import { callTrpc, loginCookie } from "../support/trpc-http.ts";

// Two API processes on one PostgreSQL database, as behind a load balancer. Each reads the session
// on every request, so a logout or a disabled user is in force on the other at once; each caches
// users' access (and the class tree, API accounts, trace pages), reset by change notices within
// milliseconds and never waited for; a process that cannot hear change notices must not answer
// from its cache.
let database: TestDatabase & { url: string };
let first: ServerProcess;
let second: ServerProcess;
let sql: pg.Client;
const dataDirs: string[] = [];

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "suyuan-feed-"));
  dataDirs.push(dataDir);
  const server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ...TEST_SERVER_ENV,
  });
  await server.waitFor(/Suyuan is running/);
  return server;
}

beforeAll(async () => {
  database = await createServerDatabase();
  first = await startServer();
  // Started second, so it finds the schema the first migrated.
  second = await startServer();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 120_000);

afterAll(async () => {
  await sql?.end();
  for (const server of [first, second]) {
    server?.child.kill("SIGTERM");
    await server?.exited;
  }
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const getMe = (server: ServerProcess, cookie: string) => callTrpc(server.url, cookie, "auth.getMe", "query", undefined);

/** A user holding `roleId` on the master site, made through the first process, signed in on the second. */
async function signedInOnSecond(admin: string, username: string, roleId: number) {
  const site = await sql.query<{ id: number }>("SELECT id FROM site WHERE is_master");
  const user = await callTrpc(first.url, admin, "user.create", "mutation", {
    username,
    password: "Feed-user-pass-1",
    realName: "",
    mobile: "",
    email: "",
    roleIds: [roleId],
    siteIds: [site.rows[0]!.id],
    enterpriseId: null,
    enabled: true,
  });
  expect(user.status).toBe(200);
  return {
    userId: (user.data as { id: number }).id,
    cookie: await loginCookie(second.url, username, "Feed-user-pass-1"),
  };
}

/** Calls `probe` until it answers `status`, for at most `deadlineMs`; the statuses seen, in order. */
async function untilStatus(probe: () => Promise<{ status: number }>, status: number, deadlineMs = 5_000) {
  const seen: number[] = [];
  const end = Date.now() + deadlineMs;
  do {
    seen.push((await probe()).status);
    if (seen.at(-1) === status) return seen;
  } while (Date.now() < end);
  return seen;
}

describe("the fleet view", () => {
  it("lists both processes with their version and start time, and marks the one answering", async () => {
    const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await callTrpc(first.url, admin, "system.fleet", "query", undefined);
    expect(answer.status).toBe(200);
    const fleet = answer.data as {
      database: string;
      processes: { pid: number; version: string; startedAt: string; self: boolean }[];
      jobs: { kind: string; waiting: number }[];
    };
    expect(fleet.database).toBe("postgres");
    expect(fleet.processes.map((row) => row.pid).sort()).toEqual([first.child.pid, second.child.pid].sort());
    expect(fleet.processes.filter((row) => row.self).map((row) => row.pid)).toEqual([first.child.pid]);
    for (const row of fleet.processes) {
      expect(row.version).toBe(API_VERSION);
      expect(Math.abs(Date.now() - new Date(row.startedAt).getTime())).toBeLessThan(10 * 60_000);
    }
    expect(fleet.jobs.map((job) => job.kind).sort()).toEqual(["codeGeneration", "siteJob"]);
  });
});

describe("sessions and caches across processes", () => {
  it("a logout on one process is refused by the other on its very next request", async () => {
    for (let round = 0; round < 10; round++) {
      const cookie = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
      expect((await getMe(second, cookie)).status).toBe(200);
      expect((await getMe(second, cookie)).status).toBe(200);
      expect((await callTrpc(first.url, cookie, "auth.logout", "mutation", undefined)).status).toBe(200);
      expect((await getMe(second, cookie)).status, `round ${round}`).toBe(401);
    }
  });

  it("a withdrawn permission is refused on the other process once its notice arrives; a disabled user at once", async () => {
    const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const role = (perms: string[]) => ({ name: "日志查看", priority: 20, description: "", allPerms: false, perms });
    const created = await callTrpc(first.url, admin, "role.create", "mutation", role(["/log/list"]));
    const roleId = (created.data as { id: number }).id;
    const { userId, cookie } = await signedInOnSecond(admin, "feed-user", roleId);
    const findLogs = () => callTrpc(second.url, cookie, "log.findOperations", "query", { page: 1, pageSize: 10 });
    // Twice, so the second process answers from its cache.
    expect((await findLogs()).status).toBe(200);
    expect((await findLogs()).status).toBe(200);

    const withdrawn = await callTrpc(first.url, admin, "role.update", "mutation", {
      id: roleId,
      data: role(["/quality_check/list"]),
    });
    expect(withdrawn.status).toBe(200);
    // Allowed at most until the notice arrives, then refused for good.
    const refusedAfter = await untilStatus(findLogs, 403);
    expect(refusedAfter.at(-1)).toBe(403);
    expect(new Set(refusedAfter.slice(0, -1))).not.toContain(403);
    expect((await findLogs()).status).toBe(403);
    await callTrpc(first.url, admin, "role.update", "mutation", { id: roleId, data: role(["/log/list"]) });
    expect((await untilStatus(findLogs, 200)).at(-1)).toBe(200);

    const disabled = await callTrpc(first.url, admin, "user.updateEnabled", "mutation", {
      ids: [userId],
      enabled: false,
    });
    expect(disabled.status).toBe(200);
    expect((await findLogs()).status).toBe(401);
  });

  it("a process that lost its listening connection answers from the database until it listens again", async () => {
    const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const { rows } = await sql.query<{ id: number }>(
      "INSERT INTO role (name, priority, perms) VALUES ('断线角色', 20, '{/log/list}') RETURNING id",
    );
    const roleId = rows[0]!.id;
    const { cookie } = await signedInOnSecond(admin, "feed-lost", roleId);
    const findLogs = () => callTrpc(second.url, cookie, "log.findOperations", "query", { page: 1, pageSize: 10 });
    expect((await findLogs()).status).toBe(200);
    expect((await findLogs()).status).toBe(200);
    // Both processes' listening connections end; the permission is withdrawn while nobody listens,
    // so no process hears of it.
    await sql.query(
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name LIKE $1 AND datname = current_database()",
      [`${FEED_APPLICATION_PREFIX} %`],
    );
    await second.waitFor(/change feed lost/);
    await sql.query("UPDATE role SET perms = '{}' WHERE id = $1", [roleId]);
    expect((await findLogs()).status).toBe(403);
    // It listens again by itself, and starts from what the database holds.
    await second.waitFor(/change feed lost[\s\S]*change feed listening/);
    expect((await findLogs()).status).toBe(403);
    await sql.query("UPDATE role SET perms = '{/log/list}' WHERE id = $1", [roleId]);
    expect((await untilStatus(findLogs, 200)).at(-1)).toBe(200);
  }, 30_000);
});
