import { DOCUMENT_ZIP_LIMITS, extractText, MAX_EXTRACTED_CHARS } from "@suyuan/api/services/upload/extract-text";
import { decodeText, extensionOf, sniffType } from "@suyuan/api/services/upload/sniff-type";
import { cleanFileName, isUploadId } from "@suyuan/api/services/upload/uploads";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sampleDocx, samplePdfPages, samplePptx, sampleXlsx, TINY_PNG } from "../support/sample-files.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const withTail = (head: Uint8Array) => {
  const out = new Uint8Array(head.length + 32);
  out.set(head);
  return out;
};
/** An OLE2 header followed by a directory entry name in UTF-16LE, as Office writes it. */
const ole2 = (stream: string) => {
  const name = Buffer.from(stream, "utf16le");
  const out = new Uint8Array(512 + name.length);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  out.set(name, 512);
  return out;
};

describe("sniffType (by content)", () => {
  it.each([
    ["jpeg", withTail(bytes(0xff, 0xd8, 0xff, 0xe0)), "image/jpeg", ["jpg", "jpeg"]],
    ["png", TINY_PNG, "image/png", ["png"]],
    ["gif", withTail(strToU8("GIF89a")), "image/gif", ["gif"]],
    ["gif", withTail(strToU8("GIF87a")), "image/gif", ["gif"]],
    ["webp", withTail(strToU8("RIFF\x10\x00\x00\x00WEBPVP8 ")), "image/webp", ["webp"]],
    ["pdf", strToU8("%PDF-1.7\n%%EOF"), "application/pdf", ["pdf"]],
    ["docx", sampleDocx(["x"]), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ["docx"]],
    [
      "xlsx",
      sampleXlsx({ Sheet1: [["x"]] }),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ["xlsx"],
    ],
    [
      "pptx",
      samplePptx([["x"]]),
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      ["pptx"],
    ],
    ["zip", zipSync({ "a.txt": strToU8("x") }), "application/zip", ["zip"]],
    ["doc", ole2("WordDocument"), "application/msword", ["doc"]],
    ["xls", ole2("Workbook"), "application/vnd.ms-excel", ["xls"]],
    ["ppt", ole2("PowerPoint Document"), "application/vnd.ms-powerpoint", ["ppt"]],
    ["ole2", ole2("Other"), "application/x-ole-storage", ["doc", "xls", "ppt"]],
    ["txt", strToU8("hello\n世界\t!\r\n"), "text/plain; charset=utf-8", ["txt"]],
  ])("detects %s", async (type, content, mimeType, extensions) => {
    expect(await sniffType(content)).toEqual({ type, mimeType, extensions });
  });

  it("detects GB18030 text and records its charset", async () => {
    const gb = Uint8Array.from(Buffer.from("c4e3bac3cac0bde7", "hex"));
    expect(await sniffType(gb)).toMatchObject({ type: "txt", mimeType: "text/plain; charset=gb18030" });
    expect(decodeText(gb)).toEqual({ text: "你好世界", encoding: "gb18030" });
  });

  it("sees markup (HTML, SVG, XML) as text, never as an image", async () => {
    expect(
      (await sniffType(strToU8("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>")))?.type,
    ).toBe("txt");
    expect((await sniffType(strToU8("<!doctype html><script>alert(1)</script>")))?.type).toBe("txt");
    expect((await sniffType(strToU8('<?xml version="1.0"?><svg/>')))?.type).toBe("txt");
  });

  it("refuses binaries it does not know, empty input, text with NUL or control bytes, and broken zips", async () => {
    expect(await sniffType(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBeNull(); // .exe
    expect(await sniffType(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02))).toBeNull(); // ELF
    expect(await sniffType(new Uint8Array(0))).toBeNull();
    expect(await sniffType(strToU8("text\u0000more"))).toBeNull();
    expect(await sniffType(strToU8("text\u0001more"))).toBeNull();
    expect(await sniffType(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3))).toBeNull();
    // A docx cut short: file-type still sees its first entries; the central directory is gone.
    const docx = sampleDocx(["第一段"]);
    expect(await sniffType(docx.subarray(0, docx.length - 30))).toBeNull();
    expect((await sniffType(bytes(0xff, 0xd8)))?.type).not.toBe("jpeg");
    expect((await sniffType(strToU8("RIFF\x10\x00\x00\x00WAVEfmt ")))?.type).not.toBe("webp");
  });

  it("tells a plain zip that merely holds a word/ folder without [Content_Types].xml from a docx", async () => {
    expect((await sniffType(zipSync({ "word/document.xml": strToU8("<x/>") })))?.type).toBe("zip");
  });

  it("sees other formats that are zips inside (OpenDocument, macro-enabled Office) as a zip", async () => {
    const odt = zipSync({
      mimetype: strToU8("application/vnd.oasis.opendocument.text"),
      "content.xml": strToU8("<x/>"),
    });
    expect((await sniffType(odt))?.type).toBe("zip");
  });
});

describe("extensions, names and ids", () => {
  it("takes the lower-case last extension", () => {
    expect(extensionOf("Report.PDF")).toBe("pdf");
    expect(extensionOf("a.tar.gz")).toBe("gz");
    expect(extensionOf("noext")).toBe("");
    expect(extensionOf(".hidden")).toBe("");
  });

  it("keeps only the last path segment, without control or bidi-override characters", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\Users\\me\\照片.png")).toBe("照片.png");
    expect(cleanFileName("evil\u202Egnp.exe")).toBe("evilgnp.exe");
    expect(cleanFileName("a\u0000b\nc.txt")).toBe("abc.txt");
    const long = cleanFileName(`${"名".repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".docx")).toBe(true);
  });

  it("accepts only 32 lower-case hex digits as an id", () => {
    expect(isUploadId("0123456789abcdef0123456789abcdef")).toBe(true);
    expect(isUploadId("0123456789ABCDEF0123456789abcdef")).toBe(false);
    expect(isUploadId("../0123456789abcdef0123456789ab")).toBe(false);
    expect(isUploadId("")).toBe(false);
  });
});

describe("extractText", () => {
  it("reads UTF-8 (BOM dropped) and GB18030 text", async () => {
    expect(await extractText("txt", strToU8("\uFEFF第一行\n第二行"))).toBe("第一行\n第二行");
    expect(await extractText("txt", Uint8Array.from(Buffer.from("c4e3bac3", "hex")))).toBe("你好");
  });

  it("reads the paragraphs of a docx (mammoth), one line each, with tabs and entities", async () => {
    const xml =
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      '<w:p><w:r><w:t>A &amp; B</w:t><w:tab/><w:t xml:space="preserve">C </w:t></w:r></w:p>' +
      "<w:p/><w:p><w:r><w:t>行一</w:t><w:t>&#x4e8c;&#20108;&lt;&gt;</w:t></w:r></w:p></w:body></w:document>";
    const file = zipSync({
      "[Content_Types].xml": strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "word/document.xml": strToU8(xml),
    });
    // An empty paragraph is an empty line.
    expect(await extractText("docx", file)).toBe("A & B\tC \n\n行一二二<>");
  });

  it("reads every sheet of an xlsx and every slide of a pptx, in order", async () => {
    const workbook = sampleXlsx({
      产品: [
        ["名称", "数量"],
        ["苹果", 12],
      ],
      备注: [["第二张表"]],
    });
    expect(await extractText("xlsx", workbook)).toBe("名称\t数量\n苹果\t12\n\n第二张表");
    const slides = Array.from({ length: 11 }, (_, index) => [`第${index + 1}页`]);
    const text = await extractText("pptx", samplePptx(slides));
    expect(text.split("\n\n")).toEqual(slides.map(([line]) => line));
  });

  it("refuses legacy Office files with a request to save them anew, and unreadable documents", async () => {
    for (const type of ["doc", "xls", "ppt", "ole2"] as const) {
      await expect(extractText(type, strToU8("x"))).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "请另存为 docx/xlsx/pptx 后上传",
      });
    }
    const unreadable = { code: "BAD_REQUEST", message: "文档无法读取，请检查文件是否完整" };
    await expect(extractText("docx", zipSync({ "a.txt": strToU8("x") }))).rejects.toMatchObject(unreadable);
    await expect(extractText("pdf", strToU8("%PDF-1.4"))).rejects.toMatchObject(unreadable);
  });

  it("reads the pages of a pdf up to the page cap, and gives up on a document past the time or heap limit", async () => {
    const pdf = samplePdfPages([["Page one"], ["Page two"], ["Page three"]]);
    expect(await extractText("pdf", pdf)).toBe("Page one\nPage two\nPage three");
    expect(await extractText("pdf", pdf, { maxPdfPages: 2 })).toBe("Page one\nPage two");
    const unreadable = { code: "BAD_REQUEST", message: "文档无法读取，请检查文件是否完整" };
    await expect(extractText("pdf", pdf, { limits: { timeLimitMs: 1 } })).rejects.toMatchObject(unreadable);
    const workbook = sampleXlsx({
      表: Array.from({ length: 20_000 }, (_, row) => [`第${row}行`, row, "备注".repeat(20)]),
    });
    await expect(extractText("xlsx", workbook, { limits: { heapLimitMb: 16 } })).rejects.toMatchObject(unreadable);
  });

  it("caps the length", async () => {
    expect(await extractText("txt", strToU8("字".repeat(MAX_EXTRACTED_CHARS + 10)))).toHaveLength(MAX_EXTRACTED_CHARS);
  });
});

describe("extractText: zip bombs", () => {
  const limit = DOCUMENT_ZIP_LIMITS.unzippedBytes;
  const tooLarge = { code: "BAD_REQUEST", message: `文档解压后过大（最大 ${limit / 1024 / 1024} MB）` };

  it("refuses a docx whose entries declare more than the limit, before any library opens it", async () => {
    const bomb = zipSync({ ...unzipSync(sampleDocx(["x"])), "word/media/padding.bin": new Uint8Array(limit + 1) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(extractText("docx", bomb)).rejects.toMatchObject(tooLarge);
  });

  it("refuses a docx that declares small sizes but inflates past the limit", async () => {
    const bomb = zipSync({ ...unzipSync(sampleDocx(["x"])), "word/media/padding.bin": new Uint8Array(limit + 1) });
    // Every declared size of the padding (local header and central directory) rewritten as 1 KB.
    const view = new DataView(bomb.buffer);
    const name = strToU8("word/media/padding.bin");
    for (let at = 0; at + 46 < bomb.length; at++) {
      const signature = view.getUint32(at, true);
      const local = signature === 0x04034b50;
      if (!local && signature !== 0x02014b50) continue;
      const nameAt = at + (local ? 30 : 46);
      const nameLength = view.getUint16(at + (local ? 26 : 28), true);
      if (
        nameLength !== name.length ||
        !bomb.subarray(nameAt, nameAt + nameLength).every((byte, i) => byte === name[i])
      )
        continue;
      view.setUint32(at + (local ? 22 : 24), 1024, true);
    }
    await expect(extractText("docx", bomb)).rejects.toMatchObject(tooLarge);
  });
});
