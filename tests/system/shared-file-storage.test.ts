import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { createServerDatabase, type TestDatabase } from "../support/test-database.ts";
import { TEST_ADMIN, TEST_SERVER_ENV } from "../support/test-env.ts";
import { filesUnder, startTestS3, type TestS3 } from "../support/test-storage.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { TINY_PNG } from "../support/sample-files.ts";

// API processes on one PostgreSQL database and one S3-compatible bucket, as on several machines
// behind a load balancer: a file uploaded through one is served by the other. And the way there
// from one machine's upload directory: npm run storage:copy-to-s3.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LOCAL_ONLY_WARNING = "uploaded files are kept on this machine only";
const PDF = strToU8("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let database: TestDatabase & { url: string };
let s3: TestS3;
let first: ServerProcess;
let second: ServerProcess;
const started: ServerProcess[] = [];
const dataDirs: string[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "suyuan-storage-"));
  dataDirs.push(dir);
  return dir;
}

async function startServer(env: Record<string, string>, dataDir = newDataDir()) {
  const server = await spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...TEST_SERVER_ENV, ...env });
  started.push(server);
  await server.waitFor(/Suyuan is running/);
  return server;
}

async function upload(server: ServerProcess, cookie: string, kind: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", new Blob([bytes.slice()]), name);
  const answer = await fetch(`${server.url}/upload`, { method: "POST", headers: { cookie }, body: form });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

/** The documented command, run as an operator would, with its output and exit code. */
function copyToS3(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "storage:copy-to-s3", "-w", "@suyuan/api"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  database = await createServerDatabase();
  s3 = await startTestS3();
  first = await startServer(s3.env);
  // Started second, so it finds the schema the first migrated.
  second = await startServer(s3.env);
}, 120_000);

afterAll(async () => {
  for (const server of started) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await s3?.stop();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("one bucket for every process", () => {
  it("serves through one process what was uploaded through the other, with the same checks and headers", async () => {
    const cookie = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const image = await upload(first, cookie, "image", "标志.png", TINY_PNG);
    const report = await upload(first, cookie, "attach", "检测报告.pdf", PDF);

    const servedImage = await fetch(`${second.url}${image}`);
    expect(servedImage.status).toBe(200);
    expect(new Uint8Array(await servedImage.arrayBuffer())).toEqual(TINY_PNG);
    expect(servedImage.headers.get("content-type")).toBe("image/png");
    expect(servedImage.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(servedImage.headers.get("content-security-policy")).toContain("sandbox");

    // Not an image: for signed-in users only, on every process.
    expect((await fetch(`${second.url}${report}`)).status).toBe(401);
    const servedReport = await fetch(`${second.url}${report}`, { headers: { cookie } });
    expect(servedReport.status).toBe(200);
    expect(new Uint8Array(await servedReport.arrayBuffer())).toEqual(PDF);
    expect(servedReport.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(servedReport.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");

    // In the bucket, on neither machine's disk.
    const ids = [image, report].map((url) => url.slice("/uploads/".length));
    const keys = await s3.keys();
    for (const id of ids) expect(keys.filter((key) => key.endsWith(`/${id}`))).toHaveLength(1);
    for (const dir of dataDirs) expect(filesUnder(join(dir, "uploads"))).toEqual([]);
  });

  it("names the bucket in the start log, without the local-only warning and without the secret key", () => {
    for (const server of [first, second]) {
      expect(server.output()).toContain(`S3 bucket ${s3.bucket} at ${s3.env.S3_ENDPOINT}`);
      expect(server.output()).not.toContain(LOCAL_ONLY_WARNING);
      expect(server.output()).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
    }
  });

  it("refuses to start when the bucket cannot be used", async () => {
    const broken = await spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: newDataDir(),
      ...TEST_SERVER_ENV,
      ...s3.env,
      S3_BUCKET: "no-such-bucket",
    });
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain("File storage unusable (S3 bucket no-such-bucket");
    expect(broken.output()).toContain("(HTTP 404)");
    expect(broken.output()).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
  });
});

describe("moving a machine's uploads into the bucket", () => {
  it("copies them with storage:copy-to-s3, after which every process serves them; a second run copies nothing", async () => {
    // A process with the local driver on the shared database: warned, and its files are its own.
    const localDir = newDataDir();
    const local = await startServer({}, localDir);
    expect(local.output()).toContain(LOCAL_ONLY_WARNING);
    const cookie = await loginCookie(local.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const image = await upload(local, cookie, "image", "旧图.png", TINY_PNG);
    const report = await upload(local, cookie, "attach", "旧报告.pdf", PDF);
    expect((await fetch(`${second.url}${image}`)).status).toBe(404);
    local.child.kill("SIGTERM");
    expect(await local.exited).toBe(0);

    // Beside the uploads: a file outside the layout (skipped) and a crashed write's leftover (ignored).
    writeFileSync(join(localDir, "uploads", "readme.txt"), "not an upload");
    const [imageKey] = filesUnder(join(localDir, "uploads")).filter((key) => key.includes(image.slice(9)));
    mkdirSync(join(localDir, "uploads", "2020", "01"), { recursive: true });
    writeFileSync(join(localDir, "uploads", "2020", "01", `.${"0".repeat(32)}.abc.tmp`), "partial");
    // An object of the right key but cut short (an earlier copy interrupted) is copied again.
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: imageKey!, Body: TINY_PNG.slice(0, 10) }));

    const copied = await copyToS3({ DATA_DIR: localDir, ...s3.env });
    expect(copied.output).toContain(`copied ${imageKey}`);
    expect(copied.output).toMatch(
      /copied: 2 \(\d+ bytes\); 已存在 \/ already present: 0; 跳过 \/ skipped \(not an upload\): 1; 失败 \/ failed: 0/,
    );
    expect(copied.output).not.toContain(".tmp");
    expect(copied.output).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
    expect(copied.code).toBe(0);

    const servedImage = await fetch(`${second.url}${image}`);
    expect(servedImage.status).toBe(200);
    expect(new Uint8Array(await servedImage.arrayBuffer())).toEqual(TINY_PNG);
    const servedReport = await fetch(`${first.url}${report}`, { headers: { cookie } });
    expect(new Uint8Array(await servedReport.arrayBuffer())).toEqual(PDF);

    const again = await copyToS3({ DATA_DIR: localDir, ...s3.env });
    expect(again.output).toMatch(/copied: 0 \(0 bytes\); 已存在 \/ already present: 2;/);
    expect(again.code).toBe(0);
  });

  it("refuses to copy without an object storage to copy to", async () => {
    const refused = await copyToS3({ DATA_DIR: newDataDir() });
    expect(refused.code).toBe(2);
    expect(refused.output).toContain("STORAGE_DRIVER=s3");
  });
});
