import type { ApiClient } from "@suyuan/api/client";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { backupLines, rewrittenBackup, settledBackup, tableFingerprints } from "../support/backup-files.ts";
import type { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// Database backups: a backup made on the job queue with its progress, restored in one
// transaction to exactly the rows it holds (sequences moved on); damaged files, files of another
// migration and files whose rows break a constraint refused with nothing changed; the origin's
// {mysql,oracle,sqlserver,db2}/data/* paths and frame/getDB.

const server = useTestServer();
let admin: ApiClient;
let cookie: string;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

const files = async () => (await admin.databaseBackup.files.query()).items;

async function backup(tableNames: string[] = []) {
  const started = await admin.databaseBackup.backup.mutate({ tableNames });
  return settledBackup(files, started.fileName);
}

async function download(fileName: string): Promise<Uint8Array> {
  const response = await fetch(`${server().url}/download/backup?name=${encodeURIComponent(fileName)}`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function importFile(bytes: Uint8Array, name = "copy.jsonl.gz") {
  const form = new FormData();
  form.append("file", new Blob([bytes.slice()]), name);
  const response = await fetch(`${server().url}/upload/backup`, { method: "POST", headers: { cookie }, body: form });
  return { status: response.status, body: (await response.json()) as { fileName: string; message?: string } };
}

/** Rows a backup must carry exactly: a tree (self-reference), quotes, lines, JSON and arrays. */
async function varietyRows() {
  const site = await prisma.site.findFirstOrThrow({ orderBy: { id: "asc" } });
  await prisma.cmsKeyword.create({
    data: { name: `引号'"\\ 换行\n制表\t${Date.now()}`, url: "https://example.cn/a?b=1&c=2" },
  });
  await prisma.appSetting.upsert({
    where: { key: "backupTest" },
    create: { key: "backupTest", value: { text: "零\u00a0宽 ' \" \\ \n", n: 1.5, list: [1, null, "x"] } },
    update: {},
  });
  return site;
}

async function restoreRefused(fileName: string) {
  const before = await tableFingerprints();
  const counts = await prisma.operationLog.count();
  const refused = await legacy.call("/api/admin/mysql/data/revert", { filename: fileName, db: "x" });
  expect(refused.code).toBe("349");
  expect(await tableFingerprints()).toEqual(before);
  expect(await prisma.operationLog.count()).toBe(counts);
  return refused.message;
}

describe("database backups", () => {
  it("back up every table on the job queue and restore exactly those rows in one go", async () => {
    await varietyRows();
    const original = await tableFingerprints();
    const made = await backup();
    expect(made).toMatchObject({ status: "done", error: null, currentTable: null });
    expect(made.doneTables).toBe(made.totalTables);
    expect(made.totalTables).toBeGreaterThan(50);
    expect(made.fileName).toMatch(/^\d{14}\.jsonl\.gz$/);
    const bytes = await download(made.fileName);
    expect(bytes.byteLength).toBe(made.size);
    const header = JSON.parse(backupLines(bytes)[0]!) as { migration: string; tables: { name: string }[] };
    const names = header.tables.map((table) => table.name);
    // Parents before children; the backups' own list and the migrations are never in a file.
    expect(names.indexOf("site")).toBeLessThan(names.indexOf("cms_channel"));
    expect(names).not.toContain("database_backup");
    expect(names).not.toContain("_prisma_migrations");
    expect(header.migration).toMatch(/^\d{14}_/);

    // Change the data: rows added, changed and removed, a tree re-parented.
    await prisma.cmsKeyword.deleteMany({});
    await prisma.appSetting.update({ where: { key: "backupTest" }, data: { value: { changed: true } } });
    await prisma.cmsKeyword.create({ data: { name: "新增", url: "https://example.cn/new" } });
    expect(await tableFingerprints()).not.toEqual(original);

    const restored = await admin.databaseBackup.restore.mutate({ filename: made.fileName });
    expect(restored.result).toBe(true);
    expect(restored.rows).toBe(made.rowCount);
    expect(await tableFingerprints()).toEqual(original);
    // Sequences moved past the restored ids: new rows get fresh ids.
    await expect(
      prisma.cmsKeyword.create({ data: { name: "之后", url: "https://example.cn/after" } }),
    ).resolves.toBeTruthy();
    const log = await prisma.operationLog.findFirstOrThrow({
      where: { resource: "database-backup", operation: "restore" },
    });
    expect(log.targetId).toBe(String(made.id));
  });

  it("refuse a damaged file, a tampered one and one of another migration, changing nothing", async () => {
    const made = await backup(["cms_keyword", "app_setting"]);
    const bytes = await download(made.fileName);
    const header = JSON.parse(backupLines(bytes)[0]!) as { tables: { name: string }[] };
    expect(header.tables.map((t) => t.name).sort()).toEqual(["app_setting", "cms_keyword"]);

    // Not gzip, or a flipped byte: refused at once.
    const flipped = bytes.slice();
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    expect((await importFile(flipped)).status).toBe(412);
    expect((await importFile(new TextEncoder().encode("hello"))).status).toBe(412);
    // A value changed with the checksum left as it was.
    const lines = backupLines(bytes);
    const tampered = gzipSync(
      Buffer.from(`${lines.map((line) => line.replace("example.cn", "evil.cn")).join("\n")}\n`),
    );
    const tamperedImport = await importFile(tampered);
    expect(tamperedImport.status).toBe(412);
    expect(tamperedImport.body.message).toBe("备份文件已损坏或不是本系统的备份文件，未做任何更改");

    // The stored file damaged after it was made: the restore is refused and nothing changes.
    const row = await prisma.databaseBackup.findUniqueOrThrow({ where: { fileName: made.fileName } });
    const { storage } = server().config;
    if (storage.driver === "local") {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(`${storage.dir}/${row.storageKey}`, flipped);
      expect(await restoreRefused(made.fileName)).toBe("备份文件已损坏或不是本系统的备份文件，未做任何更改");
    }

    // Well formed, but made at another migration.
    const older = await rewrittenBackup(bytes, (header) => {
      header.migration = "20200101000000_init";
    });
    const olderFile = await importFile(older, "older.jsonl.gz");
    expect(olderFile.status).toBe(200);
    expect(await restoreRefused(olderFile.body.fileName)).toMatch(/数据库版本（20200101000000_init）与当前数据库/);

    // Well formed, but two rows with one id: the insert fails after the tables were emptied,
    // and the transaction leaves everything as it was.
    const duplicated = await rewrittenBackup(bytes, (_header, rows) => {
      const keyword = rows.find(([table]) => table === "cms_keyword");
      if (!keyword) throw new Error("no keyword row");
      rows.push([keyword[0], [...keyword[1]]]);
    });
    const duplicatedFile = await importFile(duplicated, "duplicated.jsonl.gz");
    expect(duplicatedFile.status).toBe(200);
    expect(await restoreRefused(duplicatedFile.body.fileName)).toMatch(/^恢复失败，数据库未做任何更改/);

    // A table others refer to cannot be restored alone.
    const sites = await backup(["site"]);
    expect(await restoreRefused(sites.fileName)).toMatch(/被未包含在备份中的数据表「.+」引用/);
  });

  it("rename, download and delete files, each in the operation log", async () => {
    const made = await backup(["cms_keyword"]);
    const renamed = await admin.databaseBackup.rename.mutate({
      origName: `/WEB-INF/backup/${made.fileName}`,
      distName: "关键词备份.jsonl.gz",
    });
    expect(renamed.fileName).toBe("关键词备份.jsonl.gz");
    expect((await download("关键词备份.jsonl.gz")).byteLength).toBe(made.size);
    await expect(
      admin.databaseBackup.rename.mutate({ origName: "关键词备份.jsonl.gz", distName: "../x" }),
    ).rejects.toThrow();
    const row = await prisma.databaseBackup.findUniqueOrThrow({ where: { fileName: "关键词备份.jsonl.gz" } });
    const stored = async () => (await server().storedKeys()).includes(row.storageKey);
    if (server().storageDriver === "local") expect(await stored()).toBe(true);
    await admin.databaseBackup.delete.mutate({ names: ["关键词备份.jsonl.gz"] });
    expect((await files()).some((file) => file.fileName === "关键词备份.jsonl.gz")).toBe(false);
    if (server().storageDriver === "local") expect(await stored()).toBe(false);
    const logged = await prisma.operationLog.findMany({
      where: { resource: "database-backup", targetId: String(row.id) },
    });
    expect(logged.map((entry) => entry.operation).sort()).toEqual(["backup", "delete", "rename"]);
  });

  it("answer the origin's paths under every brand prefix", async () => {
    expect((await legacy.call("/api/admin/frame/getDB")).body).toMatchObject({ db: "mysql" });
    for (const brand of ["mysql", "oracle", "sqlserver", "db2"]) {
      const tables = await legacy.call(`/api/admin/${brand}/data/list`);
      expect(tables.code).toBe("200");
      expect(tables.body).toContain("cms_channel");
      expect(tables.body).not.toContain("database_backup");
    }
    const fields = (await legacy.call("/api/admin/mysql/data/listfields", { tablename: "cms_channel" })).body as {
      name: string;
      fieldProperty: string;
      extra: string;
      nullable: string;
    }[];
    expect(fields.find((field) => field.name === "id")).toMatchObject({
      fieldProperty: "PRI",
      extra: "auto_increment",
      nullable: "NO",
    });
    expect((await legacy.call("/api/admin/mysql/data/listfields", { tablename: "no_such" })).code).toBe("206");
    const catalog = (await legacy.call("/api/admin/mysql/data/defaultCatalog")).body as { defaultCatalog: string };
    expect((await legacy.call("/api/admin/mysql/data/listDataBases")).body).toEqual([catalog.defaultCatalog]);
    expect((await legacy.call("/api/admin/db2/data/backuppath")).body).toEqual({ backuppath: "/WEB-INF/backup" });

    const started = await legacy.call("/api/admin/sqlserver/data/backup", { tableNames: "cms_keyword,app_setting" });
    expect(started).toMatchObject({ code: "200", body: "" });
    const listed = async () =>
      (
        (await legacy.call("/api/admin/mysql/data/files")).body as { filename: string; name: string; size: number }[]
      ).map((file) => ({ ...file, fileName: file.filename, status: "done", error: null }));
    const newest = (await files())[0]!;
    await settledBackup(files, newest.fileName);
    const file = (await listed()).find((entry) => entry.filename === newest.fileName)!;
    expect(file).toMatchObject({ name: `/WEB-INF/backup/${newest.fileName}`, path: "/WEB-INF/backup", isFile: true });
    expect((await legacy.call("/api/admin/mysql/data/origName", { name: file.name })).body).toEqual({
      origName: `/${newest.fileName}`,
    });
    expect((await legacy.call("/api/admin/mysql/data/progress")).body).toBe("");
    const zip = await fetch(`${server().url}/api/admin/oracle/data/export`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(legacy.signedForm({ names: file.name })).toString(),
    });
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(new Uint8Array(await zip.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    expect((await legacy.call("/api/admin/mysql/data/revert", { filename: "missing.jsonl.gz", db: "x" })).code).toBe(
      "326",
    );
    expect((await legacy.call("/api/admin/mysql/data/revert", { filename: newest.fileName, db: "x" })).body).toEqual({
      result: true,
    });
    expect(
      (await legacy.call("/api/admin/db2/data/rename", { origName: newest.fileName, distName: "b.jsonl.gz" })).code,
    ).toBe("200");
    expect((await legacy.call("/api/admin/mysql/data/delete", { names: "/WEB-INF/backup/b.jsonl.gz" })).code).toBe(
      "200",
    );
    expect((await listed()).some((entry) => entry.filename === "b.jsonl.gz")).toBe(false);
  });
});
