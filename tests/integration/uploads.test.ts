import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { uploadKey, uploadSettingsFrom } from "@suyuan/api/services/upload/uploads";
import { strToU8, unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, type Envelope, type UploadPart } from "../support/legacy-client.ts";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer, type TestServer } from "../support/test-server.ts";
import {
  hexBytes as hex,
  sampleDocx as docx,
  samplePdf,
  samplePptx,
  sampleXlsx,
  TINY_PNG as PNG,
} from "../support/sample-files.ts";
import { filesUnder, STORAGE_DRIVERS } from "../support/test-storage.ts";

// Uploads over real HTTP: the legacy multipart calls, the web app's /upload, and serving
// /uploads/<id>; with each storage driver (this machine's directory, an S3 bucket).

/** The server of the driver block running now. */
let active: () => TestServer;
const server = () => active();
let api: LegacyClient;
let cookie: string;

const IMAGE_PATH = "/api/member/upload/o_upload";
const DOCUMENT_PATH = "/api/admin/file/upload";
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const DOCUMENT_TYPES = "只能上传txt,doc,docx,xls,xlsx,ppt,pptx,pdf";
const SAVE_AS = "请另存为 docx/xlsx/pptx 后上传";
const UNREADABLE = "文档无法读取，请检查文件是否完整";

const PDF = strToU8("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const SVG = strToU8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = strToU8("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const UTF8_TEXT = "溯源农业\n第二行 with English\t和制表符";
/** "溯源农业，你好世界" in GB18030 (not valid UTF-8). */
const GB18030_BYTES = hex("cbddd4b4c5a9d2b5a3acc4e3bac3cac0bde7");
/** An OLE2 compound file (legacy Office) naming its main stream, as Word, Excel and PowerPoint write it. */
function legacyOffice(stream: string): Uint8Array {
  const name = Buffer.from(stream, "utf16le");
  const out = new Uint8Array(1024);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0, 0x3e, 0, 0x03, 0, 0xfe, 0xff]);
  out.set(name, 512);
  return out;
}

/** The bytes stored under a key, read from the directory or the bucket itself (not through the app). */
async function storedBytes(key: string): Promise<Uint8Array> {
  const { s3, config } = server();
  if (!s3) return new Uint8Array(readFileSync(join(config.dataDir, "uploads", key)));
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return object.Body!.transformToByteArray();
}

async function snapshot() {
  return {
    ...(await tableCounts()),
    nonces: await prisma.legacyNonce.count(),
    uploads: await prisma.upload.count(),
    files: await server().storedKeys(),
  };
}

/** Runs a refused call and checks that it wrote nothing: no file, no Upload row, no log entry. */
async function expectRefused(call: () => Promise<Envelope>, code: string, message?: string | RegExp) {
  const before = await snapshot();
  const answer = await call();
  expect(answer.code).toBe(code);
  if (typeof message === "string") expect(answer.message).toBe(message);
  else if (message) expect(answer.message).toMatch(message);
  expect(await snapshot()).toEqual(before);
  return answer;
}

const part = (name: string, bytes: Uint8Array, type?: string): UploadPart => ({
  name,
  bytes,
  ...(type ? { type } : {}),
});
const uploadImage = (file: UploadPart, type = "image") =>
  api.upload(IMAGE_PATH, { type, mark: "1", uploadPath: "../../../etc" }, { uploadFile: file });
const importDocument = (file: UploadPart, field = "file") => api.upload(DOCUMENT_PATH, {}, { [field]: file });

function webUpload(kind: string, file: UploadPart | null, headers: Record<string, string> = { cookie }) {
  const form = new FormData();
  form.append("kind", kind);
  if (file) form.append("file", new Blob([file.bytes.slice()]), file.name);
  return fetch(`${server().url}/upload`, { method: "POST", headers, body: form });
}

/** A GET with the path sent exactly as written (fetch would normalise dot segments). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const url = new URL(server().url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(STORAGE_DRIVERS)("uploads with the %s storage driver", (driver) => {
  const started = useTestServer({}, { storage: driver });

  beforeAll(async () => {
    active = started;
    api = new LegacyClient(server().url, TEST_LEGACY);
    expect((await api.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
    cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
  });

  describe("image and attachment upload (legacy)", () => {
    it("stores an image under yyyy/mm/<random id> (in DATA_DIR/uploads or the bucket), records it and logs it, and serves it back byte-identical", async () => {
      const before = await prisma.operationLog.count();
      const answer = await uploadImage(part("标志.png", PNG, "image/png"));
      expect(answer.code).toBe("200");
      const body = answer.body as { uploadPath: string; fileName: string };
      expect(body.fileName).toBe("标志.png");
      expect(body.uploadPath).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
      const id = body.uploadPath.slice("/uploads/".length);

      const row = await prisma.upload.findUniqueOrThrow({ where: { id } });
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
      expect(row).toMatchObject({ kind: "image", originalName: "标志.png", mimeType: "image/png", size: PNG.length });
      expect(row.uploaderId).toBe(admin.id);
      expect(await prisma.operationLog.count()).toBe(before + 1);
      expect(await prisma.operationLog.findFirst({ where: { operation: "upload", targetId: id } })).not.toBeNull();

      const month = `${row.createdAt.getUTCFullYear()}/${String(row.createdAt.getUTCMonth() + 1).padStart(2, "0")}`;
      const key = `${month}/${id}`;
      expect(await storedBytes(key)).toEqual(PNG);
      // The client's uploadPath field has no say in where the file goes; no temporary file is left.
      expect((await server().storedKeys()).filter((file) => file.includes(id))).toEqual([key]);

      // Images are public (public pages show them).
      const served = await fetch(`${server().url}${body.uploadPath}`);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
      expect(served.headers.get("content-disposition")).toMatch(/^inline;/);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    });

    it("stores attachments; non-image files are downloads for signed-in users only", async () => {
      const answer = await uploadImage(part("检测报告 2024.pdf", PDF), "attach");
      expect(answer.code).toBe("200");
      const { uploadPath, fileName } = answer.body as { uploadPath: string; fileName: string };
      expect(fileName).toBe("检测报告 2024.pdf");

      const anonymous = await fetch(`${server().url}${uploadPath}`);
      expect(anonymous.status).toBe(401);
      await anonymous.arrayBuffer();

      for (const headers of [{ cookie }, { authorization: `Bearer ${api.sessionKey ?? ""}` }] as Record<
        string,
        string
      >[]) {
        const served = await fetch(`${server().url}${uploadPath}`, { headers });
        expect(served.status).toBe(200);
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
        expect(served.headers.get("content-type")).toBe("application/pdf");
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
        expect(served.headers.get("content-disposition")).toBe(
          `attachment; filename="____ 2024.pdf"; filename*=UTF-8''${encodeURIComponent("检测报告 2024.pdf")}`,
        );
        expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      }
    });

    it("accepts an image as an attachment, but not a PDF as an image", async () => {
      const attached = await uploadImage(part("photo.png", PNG), "attach");
      expect(attached.code).toBe("200");
      // An image is an image whatever kind it was uploaded as: public and inline.
      const served = await fetch(`${server().url}${(attached.body as { uploadPath: string }).uploadPath}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-disposition")).toMatch(/^inline;/);
      await served.arrayBuffer();
      await expectRefused(() => uploadImage(part("a.pdf", PDF)), "201", "只能上传jpg,jpeg,png,gif,webp格式的图片");
    });

    it("judges by content: a PNG named .pdf, HTML or SVG named .png, and an .exe are refused; nothing is written", async () => {
      await expectRefused(() => uploadImage(part("report.pdf", PNG, "application/pdf"), "attach"), "201", /只能上传/);
      await expectRefused(
        () => uploadImage(part("x.png", HTML, "image/png")),
        "201",
        "只能上传jpg,jpeg,png,gif,webp格式的图片",
      );
      await expectRefused(
        () => uploadImage(part("x.png", SVG, "image/png")),
        "201",
        "只能上传jpg,jpeg,png,gif,webp格式的图片",
      );
      await expectRefused(
        () => uploadImage(part("x.svg", SVG, "image/svg+xml")),
        "201",
        "只能上传jpg,jpeg,png,gif,webp格式的图片",
      );
      await expectRefused(() => uploadImage(part("x.png", SVG, "image/png"), "attach"), "201", /只能上传/);
      await expectRefused(() => uploadImage(part("setup.exe", EXE)), "201", /只能上传/);
      await expectRefused(() => uploadImage(part("setup.exe", EXE), "attach"), "201", /只能上传/);
      await expectRefused(() => uploadImage(part("setup.png", EXE), "attach"), "201", /只能上传/);
      await expectRefused(() => uploadImage(part("noextension", PNG)), "201", /只能上传/);
    });

    it("refuses a missing file, an empty file and a bad type; nothing is written", async () => {
      await expectRefused(() => api.upload(IMAGE_PATH, { type: "image" }, {}), "201", "请选择要上传的文件");
      await expectRefused(() => uploadImage(part("a.png", new Uint8Array(0))), "201", "文件内容为空");
      await expectRefused(() => uploadImage(part("a.png", PNG), "video"), "201", "上传类型无效");
      // A file sent in a signed field's place is not a file.
      await expectRefused(
        () => api.call(IMAGE_PATH, { type: "image", uploadFile: "x.png" }),
        "201",
        "请选择要上传的文件",
      );
    });

    it("refuses images over 5 MiB and bodies over UPLOAD_MAX_BYTES; nothing is written", async () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PNG);
      await expectRefused(() => uploadImage(part("big.png", big)), "201", "文件过大（最大 5 MB）");
      const huge = new Uint8Array(server().config.uploadMaxBytes + 128 * 1024);
      huge.set(PDF);
      await expectRefused(() => uploadImage(part("huge.pdf", huge), "attach"), "201", "请求内容过大");
      // Other paths keep the small body limit.
      await expectRefused(
        () => api.upload("/api/admin/personal/check_pwd", { origPwd: "x" }, { uploadFile: part("big.png", big) }),
        "201",
        "请求内容过大",
      );
    });

    it("needs a session (302) and a valid signature; nothing is written", async () => {
      const anonymous = new LegacyClient(server().url, TEST_LEGACY);
      await expectRefused(
        () => anonymous.upload(IMAGE_PATH, { type: "image" }, { uploadFile: part("a.png", PNG) }),
        "302",
      );
      await expectRefused(() => anonymous.upload(DOCUMENT_PATH, {}, { file: part("a.txt", strToU8("text")) }), "302");
      await expectRefused(
        () =>
          api.upload(
            IMAGE_PATH,
            { type: "image" },
            { uploadFile: part("a.png", PNG) },
            { afterSign: (fields) => (fields.type = "attach") },
          ),
        "204",
      );
    });
  });

  describe("document import (legacy)", () => {
    it("answers the text of a UTF-8 txt", async () => {
      const answer = await importDocument(part("说明.txt", strToU8(`\uFEFF${UTF8_TEXT}`), "text/plain"));
      expect(answer.code).toBe("200");
      const body = answer.body as { uploadPath: string; fileName: string; txt: string };
      expect(body).toMatchObject({ fileName: "说明.txt", txt: UTF8_TEXT });
      expect(body.uploadPath).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
      const row = await prisma.upload.findUniqueOrThrow({ where: { id: body.uploadPath.slice(9) } });
      expect(row).toMatchObject({ kind: "document", mimeType: "text/plain; charset=utf-8" });
    });

    it("answers the text of a GB18030 txt (file also accepted in uploadFile)", async () => {
      const answer = await importDocument(part("gbk.txt", GB18030_BYTES), "uploadFile");
      expect(answer.code).toBe("200");
      expect((answer.body as { txt: string }).txt).toBe("溯源农业，你好世界");
    });

    it("answers the text of a docx", async () => {
      const answer = await importDocument(part("计划.docx", docx(["第一段 & 说明", "second paragraph"])));
      expect(answer.code).toBe("200");
      expect(answer.body).toMatchObject({ fileName: "计划.docx", txt: "第一段 & 说明\nsecond paragraph" });
    });

    it("answers the text of a pdf, an xlsx (every sheet) and a pptx (every slide)", async () => {
      const pdf = await importDocument(part("检测报告.pdf", samplePdf(["Inspection report", "Batch (A-1) passed"])));
      expect(pdf.code).toBe("200");
      expect((pdf.body as { txt: string }).txt).toBe("Inspection report\nBatch (A-1) passed");

      const workbook = sampleXlsx({
        产品: [
          ["名称", "数量"],
          ["苹果", 12],
        ],
        备注: [["产地：陕西"]],
      });
      const xlsx = await importDocument(part("清单.xlsx", workbook));
      expect(xlsx.code).toBe("200");
      expect((xlsx.body as { txt: string }).txt).toBe("名称\t数量\n苹果\t12\n\n产地：陕西");

      const pptx = await importDocument(part("介绍.pptx", samplePptx([["溯源平台", "第一页"], ["第二页"]])));
      expect(pptx.code).toBe("200");
      expect((pptx.body as { txt: string }).txt).toBe("溯源平台\n第一页\n\n第二页");
      const row = await prisma.upload.findUniqueOrThrow({
        where: { id: (pptx.body as { uploadPath: string }).uploadPath.slice(9) },
      });
      expect(row).toMatchObject({
        kind: "document",
        mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      });
    });

    it("asks for legacy doc, xls and ppt to be saved as docx, xlsx or pptx; nothing is written", async () => {
      await expectRefused(() => importDocument(part("旧.doc", legacyOffice("WordDocument"))), "201", SAVE_AS);
      await expectRefused(() => importDocument(part("旧.xls", legacyOffice("Workbook"))), "201", SAVE_AS);
      await expectRefused(() => importDocument(part("旧.ppt", legacyOffice("PowerPoint Document"))), "201", SAVE_AS);
      // Still accepted as attachments (stored, not read).
      expect((await uploadImage(part("旧.doc", legacyOffice("WordDocument")), "attach")).code).toBe("200");
    });

    it("refuses a zip bomb, a truncated docx and a damaged pdf with a clear message; nothing is written", async () => {
      const padding = new Uint8Array(64 * 1024 * 1024 + 1);
      const bomb = zipSync({ ...unzipSync(docx(["x"])), "word/media/padding.bin": padding });
      await expectRefused(() => importDocument(part("bomb.docx", bomb)), "201", "文档解压后过大（最大 64 MB）");
      const whole = docx(["第一段"]);
      await expectRefused(
        () => importDocument(part("cut.docx", whole.subarray(0, whole.length - 30))),
        "201",
        DOCUMENT_TYPES,
      );
      // A docx whose zip reads but whose document part is damaged.
      const damaged = zipSync({ ...unzipSync(whole), "word/document.xml": strToU8("<w:document><w:body><w:p>") });
      await expectRefused(() => importDocument(part("damaged.docx", damaged)), "201", UNREADABLE);
      const pdf = samplePdf(["text"]);
      await expectRefused(() => importDocument(part("cut.pdf", pdf.subarray(0, 120))), "201", UNREADABLE);
      await expectRefused(() => importDocument(part("a.pdf", PDF)), "201", UNREADABLE);
    });

    it("accepts only txt, doc, docx, xls, xlsx, ppt, pptx and pdf; nothing is written", async () => {
      await expectRefused(() => importDocument(part("a.png", PNG)), "201", DOCUMENT_TYPES);
      await expectRefused(() => importDocument(part("a.pdf", PNG)), "201", DOCUMENT_TYPES);
      await expectRefused(() => importDocument(part("a.exe", EXE)), "201", DOCUMENT_TYPES);
      await expectRefused(
        () => importDocument(part("a.zip", zipSync({ "a.txt": strToU8("x") }))),
        "201",
        DOCUMENT_TYPES,
      );
      await expectRefused(
        () => importDocument(part("a.docx", zipSync({ "a.txt": strToU8("x") }))),
        "201",
        DOCUMENT_TYPES,
      );
      await expectRefused(() => importDocument(part("a.txt", docx(["x"]))), "201", DOCUMENT_TYPES);
      await expectRefused(() => importDocument(part("page.html", HTML)), "201", DOCUMENT_TYPES);
      await expectRefused(() => api.upload(DOCUMENT_PATH, {}, {}), "201", "请选择要上传的文件");
    });
  });

  describe("web upload (POST /upload)", () => {
    it("stores a file for a signed-in user and answers its metadata", async () => {
      const response = await webUpload("document", part("笔记.txt", strToU8(UTF8_TEXT)));
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ fileName: "笔记.txt", size: strToU8(UTF8_TEXT).length, txt: UTF8_TEXT });
      expect(body.mimeType).toBe("text/plain; charset=utf-8");
      expect(body.url).toBe(`/uploads/${String(body.id)}`);

      const image = (await (await webUpload("image", part("a.png", PNG))).json()) as Record<string, unknown>;
      expect(image).toMatchObject({ fileName: "a.png", mimeType: "image/png", size: PNG.length });
      expect(image).not.toHaveProperty("txt");
    });

    it("serves a large attachment back byte-identical", async () => {
      // Several megabytes of varied bytes: the stream passes many chunks, none lost or reordered.
      const large = new Uint8Array(4 * 1024 * 1024 + 123);
      for (let index = 0; index < large.length; index++) large[index] = (index * 7 + (index >> 12)) & 0xff;
      large.set(PDF);
      const response = await webUpload("attach", part("大文件.pdf", large));
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const served = await fetch(`${server().url}${url}`, { headers: { cookie } });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-length")).toBe(String(large.length));
      // Compared as one buffer (an element-wise comparison of megabytes takes seconds).
      expect(Buffer.from(await served.arrayBuffer()).equals(large)).toBe(true);
    });

    it("refuses without a session (401) and bad input with the code and message; nothing is written", async () => {
      const cases: [() => Promise<Response>, number, string, string | RegExp][] = [
        [() => webUpload("image", part("a.png", PNG), {}), 401, "302", /未登录/],
        [() => webUpload("video", part("a.png", PNG)), 400, "201", "上传类型无效"],
        [() => webUpload("image", null), 400, "201", "请选择要上传的文件"],
        [() => webUpload("image", part("a.png", SVG)), 400, "201", "只能上传jpg,jpeg,png,gif,webp格式的图片"],
        [() => webUpload("document", part("a.exe", EXE)), 400, "201", DOCUMENT_TYPES],
        [() => webUpload("document", part("a.doc", legacyOffice("WordDocument"))), 400, "201", SAVE_AS],
        [() => webUpload("document", part("a.pdf", strToU8("%PDF-1.7\ngarbage"))), 400, "201", UNREADABLE],
        [() => webUpload("image", part("a.png", new Uint8Array(6 * 1024 * 1024).fill(1))), 413, "201", /文件过大/],
      ];
      for (const [call, status, code, message] of cases) {
        const before = await snapshot();
        const response = await call();
        expect(response.status).toBe(status);
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code).toBe(code);
        if (typeof message === "string") expect(body.message).toBe(message);
        else expect(body.message).toMatch(message);
        expect(await snapshot()).toEqual(before);
      }
    });
  });

  describe("serving /uploads/<id>", () => {
    it("answers 404 for unknown ids and path tricks", async () => {
      const stored = await uploadImage(part("a.png", PNG));
      const id = (stored.body as { uploadPath: string }).uploadPath.slice("/uploads/".length);
      const attempts = [
        "/uploads/00000000000000000000000000000000",
        "/uploads/..",
        "/uploads/../package.json",
        "/uploads/../../../../etc/passwd",
        "/uploads/..%2f..%2f..%2fetc%2fpasswd",
        "/uploads/%2e%2e%2f%2e%2e%2fpackage.json",
        "/uploads/%2e%2e",
        `/uploads/${id.toUpperCase()}`,
        `/uploads/${id}/..`,
        `/uploads/${id}%00`,
        `/uploads/.${id}.tmp`,
        `/uploads/2025/01/${id}`,
      ];
      for (const path of attempts) {
        const answer = await rawGet(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).not.toContain("root:");
      }
      expect((await rawGet(`/uploads/${id}`)).status).toBe(200);
    });

    it("answers HEAD with the headers and size but no body, and 404 once the stored file is gone", async () => {
      const stored = await uploadImage(part("head.png", PNG));
      const path = (stored.body as { uploadPath: string }).uploadPath;
      const head = await fetch(`${server().url}${path}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(PNG.length));
      expect(head.headers.get("content-type")).toBe("image/png");
      expect((await head.arrayBuffer()).byteLength).toBe(0);

      const row = await prisma.upload.findUniqueOrThrow({ where: { id: path.slice("/uploads/".length) } });
      await uploadSettingsFrom(server().config).storage.remove(uploadKey(row.id, row.createdAt));
      expect((await fetch(`${server().url}${path}`)).status).toBe(404);
      expect((await fetch(`${server().url}${path}`, { method: "HEAD" })).status).toBe(404);
    });
  });

  it("keeps the files where the driver says: the data directory (local) or the bucket alone (s3)", async () => {
    const stored = await server().storedKeys();
    expect(stored.length).toBeGreaterThan(0);
    const onDisk = filesUnder(join(server().config.dataDir, "uploads"));
    expect(onDisk).toEqual(driver === "local" ? stored : []);
  });
});
