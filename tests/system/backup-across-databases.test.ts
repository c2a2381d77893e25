import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupLines, settledBackup } from "../support/backup-files.ts";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { createServerDatabase, type TestDatabase } from "../support/test-database.ts";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY, TEST_SERVER_ENV } from "../support/test-env.ts";
import { callTrpc, loginCookie } from "../support/trpc-http.ts";

// A backup made on the embedded database (PGlite) restores on a PostgreSQL server, and the
// server's backup of those rows restores on the embedded database: every row crosses both ways
// unchanged (compared line by line in the files the two make).

const READY = /Suyuan is running/;
let embedded: ServerProcess;
let onServer: ServerProcess;
let database: TestDatabase;
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "suyuan-backup-across-"));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  database = await createServerDatabase();
  [embedded, onServer] = await Promise.all([
    spawnServer({ ...TEST_SERVER_ENV, DATA_DIR: dataDir() }),
    spawnServer({ ...TEST_SERVER_ENV, DATA_DIR: dataDir(), DATABASE_URL: database.url! }),
  ]);
  await Promise.all([embedded.waitFor(READY), onServer.waitFor(READY)]);
}, 180_000);

afterAll(async () => {
  for (const server of [embedded, onServer]) {
    server?.child.kill("SIGTERM");
    await server?.exited;
  }
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type FileRow = { fileName: string; status: string; error: string | null; rowCount: number };

/** Signs in (again: a restore replaces the sessions too), backs everything up, downloads the file. */
async function backupOf(server: ServerProcess): Promise<{ bytes: Uint8Array; file: FileRow }> {
  const cookie = await loginCookie(server.url, TEST_ADMIN.username, TEST_ADMIN.password);
  const started = await callTrpc(server.url, cookie, "databaseBackup.backup", "mutation", { tableNames: [] });
  expect(started.status).toBe(200);
  const list = async () =>
    ((await callTrpc(server.url, cookie, "databaseBackup.files", "query", {})).data as { items: FileRow[] }).items;
  const file = await settledBackup(list, (started.data as FileRow).fileName);
  expect(file).toMatchObject({ status: "done", error: null });
  const response = await fetch(`${server.url}/download/backup?name=${encodeURIComponent(file.fileName)}`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return { bytes: new Uint8Array(await response.arrayBuffer()), file };
}

async function restoreOn(server: ServerProcess, bytes: Uint8Array) {
  const cookie = await loginCookie(server.url, TEST_ADMIN.username, TEST_ADMIN.password);
  const form = new FormData();
  form.append("file", new Blob([bytes.slice()]), "from-elsewhere.jsonl.gz");
  const imported = await fetch(`${server.url}/upload/backup`, { method: "POST", headers: { cookie }, body: form });
  expect(imported.status).toBe(200);
  const { fileName } = (await imported.json()) as { fileName: string };
  const restored = await callTrpc(server.url, cookie, "databaseBackup.restore", "mutation", { filename: fileName });
  expect(restored.error).toBeUndefined();
  return restored.data as { rows: number };
}

/** Rows a sign-in or a logged call changes on the way: compared apart from the others. */
const VOLATILE = new Set(["session", "login_log", "operation_log", "app_user", "api_record", "api_info_day"]);

/** The file's rows by table, sorted (a file lists rows by primary key; the sets are compared). */
function rowsOf(bytes: Uint8Array): Map<string, string[]> {
  const lines = backupLines(bytes);
  const tables = new Map<string, string[]>();
  for (const line of lines.slice(1, -1)) {
    const [table] = JSON.parse(line) as [string];
    if (VOLATILE.has(table)) continue;
    tables.set(table, [...(tables.get(table) ?? []), line]);
  }
  for (const rows of tables.values()) rows.sort();
  return tables;
}

describe("a backup across the embedded database and a PostgreSQL server", () => {
  it("restores the embedded database's rows on the server, and the server's back on the embedded one", async () => {
    // Rows only the embedded database has: quotes, lines, tabs and backslashes in text.
    const legacy = new LegacyClient(embedded.url, TEST_LEGACY);
    expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
    for (const name of ["引号'\"\\", "换行\n制表\t", "安吉白茶"]) {
      expect((await legacy.call("/api/admin/keyword/save", { name, url: `/k/${encodeURIComponent(name)}` })).code).toBe(
        "200",
      );
    }
    const fromEmbedded = await backupOf(embedded);
    const header = JSON.parse(backupLines(fromEmbedded.bytes)[0]!) as { tables: unknown[] };
    expect(header.tables.length).toBeGreaterThan(50);

    // Embedded → server: the server now holds the embedded database's rows.
    expect((await restoreOn(onServer, fromEmbedded.bytes)).rows).toBe(fromEmbedded.file.rowCount);
    const fromServer = await backupOf(onServer);
    const embeddedRows = rowsOf(fromEmbedded.bytes);
    expect(embeddedRows.get("site")?.length).toBeGreaterThan(0);
    expect(embeddedRows.get("permission_node")?.length).toBeGreaterThan(10);
    expect(embeddedRows.get("cms_keyword")?.length).toBe(3);
    expect(rowsOf(fromServer.bytes)).toEqual(embeddedRows);

    // Server → embedded: the same rows come back.
    await restoreOn(embedded, fromServer.bytes);
    const again = await backupOf(embedded);
    expect(rowsOf(again.bytes)).toEqual(embeddedRows);
    // The sign-in rows crossed too: the administrator signs in with the restored account.
    const users = (bytes: Uint8Array) => backupLines(bytes).filter((line) => line.startsWith('["app_user"')).length;
    expect(users(again.bytes)).toBe(users(fromEmbedded.bytes));
  });
});
