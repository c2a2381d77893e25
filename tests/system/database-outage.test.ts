import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTempCluster, type TempCluster } from "@suyuan/pg-cluster";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { TEST_ADMIN, TEST_LEGACY, TEST_SERVER_ENV } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";

// A PostgreSQL restart while ten callers keep writing: writes during the outage are refused with
// 503 and a clear message (tRPC and legacy alike), the process stays up, and service resumes by
// itself once the database is back, with every acknowledged write kept.
let cluster: TempCluster;
let server: ServerProcess;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  cluster = await startTempCluster();
  dataDir = mkdtempSync(join(tmpdir(), "suyuan-outage-"));
  server = await spawnServer({
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    ...TEST_SERVER_ENV,
    DB_CONNECT_TIMEOUT_MS: "1000",
  });
  await server.waitFor(/Suyuan is running/);
  cookie = await loginCookie(server.url, TEST_ADMIN.username, TEST_ADMIN.password);
}, 120_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; message?: string; id?: number };

async function createTown(name: string): Promise<Answer> {
  try {
    const response = await fetch(`${server.url}/trpc/town.create`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ json: { name, code: name, countyCode: null, head: null, phone: null, address: null } }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as {
      result?: { data: { json: { id: number } } };
      error?: { json: { message: string } };
    };
    return { status: response.status, message: body.error?.json.message, id: body.result?.data.json.id };
  } catch {
    return { status: 0 };
  }
}

describe("a database restart under load", () => {
  it("answers 503 while the database is away, recovers by itself, and loses no acknowledged write", async () => {
    const legacy = new LegacyClient(server.url, TEST_LEGACY);
    expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");

    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let running = true;
    let sequence = 0;
    const writers = Array.from({ length: 10 }, async () => {
      while (running) {
        const answer = await createTown(`压测${sequence++}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 200 && answer.id) acknowledged.push(answer.id);
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    cluster.pause();
    try {
      const during = await createTown("停机中");
      expect(during.status).toBe(503);
      expect(during.message).toBe("数据库暂时无法连接，请稍后重试");
      const legacyDuring = await legacy.call("/api/admin/town/list", {});
      expect(legacyDuring).toMatchObject({ code: "503", message: "数据库暂时无法连接，请稍后重试" });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      cluster.resume();
    }

    const back = performance.now();
    let recovered = false;
    while (!recovered && performance.now() - back < 10_000) {
      recovered = (await createTown(`恢复${sequence++}`)).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const recoveryMs = performance.now() - back;
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(writers);

    console.log(
      `recovery after restart: ${recoveryMs.toFixed(0)} ms; answers by status:`,
      Object.fromEntries(statuses),
    );
    expect(recovered).toBe(true);
    // Everything the writers saw was a success or the 503 answer: no 500, no dropped connection.
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(server.child.exitCode).toBeNull();

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const stored = await client.query<{ id: number }>("SELECT id FROM town WHERE id = ANY($1::int[])", [
        acknowledged,
      ]);
      expect(stored.rowCount).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 120_000);
});
