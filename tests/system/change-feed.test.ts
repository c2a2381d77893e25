import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acknowledgementOf, CHANGE_CHANNEL, FEED_APPLICATION_NAME } from "@suyuan/db/change-feed";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { createServerDatabase, type TestDatabase } from "../support/test-database.ts";
import { TEST_ADMIN, TEST_LEGACY, TEST_SERVER_ENV } from "../support/test-env.ts";
import { callTrpc, loginCookie } from "../support/trpc-http.ts";
import { LegacyClient } from "../support/legacy-client.ts";
import { TINY_PNG } from "../support/sample-files.ts";

// Two API processes on one PostgreSQL database, as behind a load balancer. Each caches sessions
// (with the user's access) and the goods class tree; a change committed through either must be in
// force on the other by the time its answer arrives, and a process that cannot hear change
// notices must not answer from its cache.
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

describe("caches across processes", () => {
  it("a logout on one process is in force on the other when it answers", async () => {
    for (let round = 0; round < 10; round++) {
      const cookie = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
      // Twice, so the second process answers from its cache.
      expect((await getMe(second, cookie)).status).toBe(200);
      expect((await getMe(second, cookie)).status).toBe(200);
      expect((await callTrpc(first.url, cookie, "auth.logout", "mutation", undefined)).status).toBe(200);
      expect((await getMe(second, cookie)).status, `round ${round}`).toBe(401);
    }
  });

  it("a role change and a disabled user are in force on the other process when they answer", async () => {
    const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const site = await sql.query<{ id: number }>("SELECT id FROM site WHERE is_master");
    const role = (perms: string[]) => ({ name: "日志查看", priority: 20, description: "", allPerms: false, perms });
    const created = await callTrpc(first.url, admin, "role.create", "mutation", role(["/log/list"]));
    const roleId = (created.data as { id: number }).id;
    const user = await callTrpc(first.url, admin, "user.create", "mutation", {
      username: "feed-user",
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
    const userId = (user.data as { id: number }).id;
    const cookie = await loginCookie(second.url, "feed-user", "Feed-user-pass-1");
    const findLogs = () => callTrpc(second.url, cookie, "log.findOperations", "query", { page: 1, pageSize: 10 });
    expect((await findLogs()).status).toBe(200);
    expect((await findLogs()).status).toBe(200);

    const withdrawn = await callTrpc(first.url, admin, "role.update", "mutation", {
      id: roleId,
      data: role(["/quality_check/list"]),
    });
    expect(withdrawn.status).toBe(200);
    expect((await findLogs()).status).toBe(403);
    await callTrpc(first.url, admin, "role.update", "mutation", { id: roleId, data: role(["/log/list"]) });
    expect((await findLogs()).status).toBe(200);

    const disabled = await callTrpc(first.url, admin, "user.updateEnabled", "mutation", {
      ids: [userId],
      enabled: false,
    });
    expect(disabled.status).toBe(200);
    expect((await findLogs()).status).toBe(401);
  });

  // A listener that reads notices late, as a busy process does: it acknowledges each sync notice
  // 300 ms after it arrives. A write's answer must wait for it; hearing its own notice back is not
  // enough. One writer of each kind: a tRPC mutation, a hand-written HTTP writer (the web app's
  // upload), and a hand-written legacy path (the legacy image upload). Each signs in first and
  // returns its write, which says whether it was accepted.
  const writers: Record<string, () => Promise<() => Promise<boolean>>> = {
    "a tRPC mutation": async () => {
      const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
      return async () => {
        const saved = await callTrpc(first.url, admin, "role.create", "mutation", {
          name: `迟读${Date.now()}`,
          priority: 30,
          description: "",
          allPerms: false,
          perms: ["/log/list"],
        });
        return saved.status === 200;
      };
    },
    "the web app's upload": async () => {
      const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
      return async () => {
        const form = new FormData();
        form.append("kind", "image");
        form.append("file", new Blob([TINY_PNG.slice()]), "a.png");
        const answer = await fetch(`${first.url}/upload`, { method: "POST", headers: { cookie: admin }, body: form });
        return answer.status === 200;
      };
    },
    "a hand-written legacy path": async () => {
      const legacy = new LegacyClient(first.url, TEST_LEGACY);
      expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
      return async () => {
        const answer = await legacy.upload(
          "/api/member/upload/o_upload",
          { type: "image" },
          {
            uploadFile: { name: "a.png", bytes: TINY_PNG, type: "image/png" },
          },
        );
        return answer.code === "200";
      };
    },
  };

  it.each(Object.keys(writers))(
    "%s answers only after every other listening process has read its notices",
    async (kind) => {
      const write = await writers[kind]!();
      const events: string[] = [];
      const late = new pg.Client({ connectionString: database.url, application_name: FEED_APPLICATION_NAME });
      await late.connect();
      try {
        late.on("notification", (message) => {
          const ack = acknowledgementOf(message.payload ?? "");
          if (!ack) return;
          setTimeout(() => {
            events.push("acknowledged");
            late.query("SELECT pg_notify($1, $2)", [ack.channel, ack.payload]).catch(() => {});
          }, 300);
        });
        await late.query(`LISTEN ${CHANGE_CHANNEL}`);
        const accepted = await write();
        events.push("answered");
        expect(accepted).toBe(true);
        // The answer came after an acknowledgement (a write that syncs twice sees two before it).
        expect(events[0]).toBe("acknowledged");
        expect(events).toContain("answered");
      } finally {
        await late.end();
      }
    },
  );
  it("a process that lost its listening connection answers from the database until it listens again", async () => {
    const cookie = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await getMe(second, cookie)).status).toBe(200);
    expect((await getMe(second, cookie)).status).toBe(200);
    // Both processes' listening connections end; the sessions' revocation below is written behind
    // the API's back, so no process waits for its notice.
    await sql.query(
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
      [FEED_APPLICATION_NAME],
    );
    await second.waitFor(/change feed lost/);
    await sql.query("UPDATE session SET revoked_at = now() WHERE revoked_at IS NULL");
    expect((await getMe(second, cookie)).status).toBe(401);
    // It listens again by itself.
    await second.waitFor(/change feed lost[\s\S]*change feed listening/);
    const again = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await getMe(second, again)).status).toBe(200);
  }, 30_000);
});
