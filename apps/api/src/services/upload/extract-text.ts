import { createRequire } from "node:module";
import { AppError } from "../../lib/app-error.ts";
import { runIsolatedWorker, type IsolatedWorkerLimits } from "../../lib/isolated-worker.ts";
import { decodeText, zipEntries, type SniffedType } from "./sniff-type.ts";

// The text of an imported document, read by maintained libraries: mammoth (docx), unpdf (pdf,
// Mozilla's pdf.js without native parts), ExcelJS (xlsx, as the spreadsheet imports) and, for the
// slides of a pptx, fflate (the zip library used elsewhere) with @xmldom/xmldom. Before any library
// sees a zip, the sizes its central directory declares and then the bytes it really inflates to are
// checked against the limits below; the libraries run in a worker thread with its own heap and time
// limits (lib/isolated-worker.ts), so a file built to be slow or large ends only that worker. Legacy
// binary Office files are refused with a request to save them in the current format.

/** Extracted text is cut to this many characters. */
export const MAX_EXTRACTED_CHARS = 200_000;

/** A docx, xlsx or pptx whose entries would inflate to more than this, or that has more entries, is refused. */
export const DOCUMENT_ZIP_LIMITS = { unzippedBytes: 64 * 1024 * 1024, entries: 5_000 };

/** Pages of a pdf read at most (the text of later pages is left out). */
export const MAX_PDF_PAGES = 500;

const WORKER_LIMITS: IsolatedWorkerLimits = { heapLimitMb: 256, youngHeapLimitMb: 32, timeLimitMs: 30_000 };

/** Types an import has no text reader for: legacy binary Office files. */
const LEGACY_TYPES: ReadonlySet<SniffedType> = new Set(["doc", "xls", "ppt", "ole2"]);

type WorkerAnswer = { text: string } | { error: string; tooLarge: boolean };

/**
 * The worker (CommonJS source). Libraries come by the absolute paths the main thread resolved.
 * The pdf, xlsx and pptx readers stop once they have MAX_EXTRACTED_CHARS characters (mammoth reads
 * a docx whole).
 */
const WORKER_SOURCE = `
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const { type, file, paths, maxChars, maxPages, maxUnzipped } = workerData;
const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);

// The sizes a zip declares can lie: before a library opens it, every entry is inflated once here
// (streamed, nothing kept) and the zip refused once the bytes it really yields pass the limit.
function checkInflatedSize() {
  const { Unzip, UnzipInflate } = require(paths.fflate);
  let total = 0;
  let tooLarge = false;
  const unzip = new Unzip((entry) => {
    entry.ondata = (error, chunk) => {
      if (error) throw error;
      total += chunk.length;
      if (total > maxUnzipped && !tooLarge) {
        tooLarge = true;
        entry.terminate();
      }
    };
    if (!tooLarge) entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  if (tooLarge) throw Object.assign(new Error("the zip inflates past the limit"), { code: "tooLarge" });
}

async function docxText() {
  const mammoth = require(paths.mammoth);
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  // mammoth ends each paragraph with a blank line; one line per paragraph, as a txt import reads.
  return value.replace(/\\n\\n/g, "\\n");
}

async function pdfText() {
  const { getDocumentProxy } = require(paths.unpdf);
  // No eval of font programs (a hostile font cannot run code), errors only in the log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  const pages = [];
  let length = 0;
  for (let number = 1; number <= Math.min(pdf.numPages, maxPages) && length < maxChars; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => (item.str ?? "") + (item.hasEOL ? "\\n" : "")).join("");
    page.cleanup();
    pages.push(text.replace(/\\n+$/, ""));
    length += text.length;
  }
  await pdf.destroy();
  return pages.join("\\n");
}

function cellText(value) {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result);
    if ("text" in value) return cellText(value.text);
    if ("error" in value) return String(value.error);
    return "";
  }
  return String(value);
}

async function xlsxText() {
  const ExcelJS = require(paths.exceljs);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const lines = [];
  let length = 0;
  for (const sheet of workbook.worksheets) {
    if (length >= maxChars) break;
    if (lines.length > 0) lines.push("");
    sheet.eachRow((row) => {
      if (length >= maxChars) return;
      const cells = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push(cellText(cell.value)));
      const line = cells.join("\\t").replace(/\\t+$/, "");
      lines.push(line);
      length += line.length + 1;
    });
  }
  return lines.join("\\n");
}

const DRAWING = "http://schemas.openxmlformats.org/drawingml/2006/main";

function pptxText() {
  const { unzipSync } = require(paths.fflate);
  const { DOMParser } = require(paths.xmldom);
  const slides = unzipSync(bytes, { filter: (entry) => /^ppt\\/slides\\/slide\\d+\\.xml$/.test(entry.name) });
  const order = (name) => Number(/(\\d+)\\.xml$/.exec(name)[1]);
  const parser = new DOMParser({ errorHandler: { warning() {}, error() {}, fatalError(message) { throw new Error(message); } } });
  const texts = [];
  let length = 0;
  for (const name of Object.keys(slides).sort((a, b) => order(a) - order(b))) {
    if (length >= maxChars) break;
    const xml = parser.parseFromString(new TextDecoder("utf-8").decode(slides[name]), "application/xml");
    const paragraphs = Array.from(xml.getElementsByTagNameNS(DRAWING, "p"), (paragraph) =>
      Array.from(paragraph.getElementsByTagNameNS(DRAWING, "t"), (run) => run.textContent).join(""),
    );
    const text = paragraphs.join("\\n");
    texts.push(text);
    length += text.length;
  }
  return texts.join("\\n\\n");
}

const READERS = { docx: docxText, pdf: pdfText, xlsx: xlsxText, pptx: pptxText };

Promise.resolve()
  .then(() => {
    if (type !== "pdf") checkInflatedSize();
    return READERS[type]();
  })
  .then(
    // Only the capped text comes back to the main thread (whose heap is small).
    (text) => parentPort.postMessage({ text: text.slice(0, maxChars) }),
    (error) =>
      parentPort.postMessage({
        error: String((error && error.message) || error),
        tooLarge: Boolean(error && error.code === "tooLarge"),
      }),
  );
`;

let libraryPaths: Record<string, string> | undefined;

function resolveLibraries(): Record<string, string> {
  const require = createRequire(import.meta.url);
  return {
    mammoth: require.resolve("mammoth"),
    unpdf: require.resolve("unpdf"),
    exceljs: require.resolve("exceljs"),
    fflate: require.resolve("fflate"),
    xmldom: require.resolve("@xmldom/xmldom"),
  };
}

function refuse(messageKey: "upload.documentUnreadable" | "upload.legacyOffice", cause?: unknown): AppError {
  return new AppError("BAD_REQUEST", { messageKey, fieldErrors: { file: [messageKey] }, cause });
}

function tooLarge(cause?: unknown): AppError {
  return new AppError("BAD_REQUEST", {
    messageKey: "upload.documentTooLarge",
    params: { max: `${DOCUMENT_ZIP_LIMITS.unzippedBytes / 1024 / 1024} MB` },
    fieldErrors: { file: ["upload.documentTooLarge"] },
    cause,
  });
}

/**
 * Refuses a docx, xlsx or pptx that cannot be read as a zip or whose central directory declares
 * too many entries or too many inflated bytes (the worker checks the bytes it really yields).
 */
function checkZip(bytes: Uint8Array): void {
  const entries = zipEntries(bytes);
  if (!entries) throw refuse("upload.documentUnreadable");
  const unzipped = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (entries.length > DOCUMENT_ZIP_LIMITS.entries || unzipped > DOCUMENT_ZIP_LIMITS.unzippedBytes) throw tooLarge();
}

/**
 * The text of an imported document (txt, docx, pdf, xlsx, pptx), cut to MAX_EXTRACTED_CHARS. A
 * legacy binary Office file is refused (请另存为 docx/xlsx/pptx 后上传), and so is a document that
 * cannot be read (truncated, damaged, or beyond the worker's limits): BAD_REQUEST either way.
 * `limits` and `maxPdfPages` override the worker's limits and the pdf page cap (for tests).
 */
export async function extractText(
  type: SniffedType,
  bytes: Uint8Array,
  options: { limits?: Partial<IsolatedWorkerLimits>; maxPdfPages?: number } = {},
): Promise<string> {
  if (LEGACY_TYPES.has(type)) throw refuse("upload.legacyOffice");
  let text = "";
  if (type === "txt") text = decodeText(bytes)?.text ?? "";
  else if (type === "docx" || type === "xlsx" || type === "pptx" || type === "pdf") {
    if (type !== "pdf") checkZip(bytes);
    const limits = { ...WORKER_LIMITS, ...options.limits };
    text = (await readInWorker(type, bytes, limits, options.maxPdfPages ?? MAX_PDF_PAGES)).replace(/\n+$/, "");
  }
  // A byte-order mark is not part of the text.
  text = text.replace(/^\uFEFF/, "");
  return text.length > MAX_EXTRACTED_CHARS ? text.slice(0, MAX_EXTRACTED_CHARS) : text;
}

async function readInWorker(
  type: SniffedType,
  bytes: Uint8Array,
  limits: IsolatedWorkerLimits,
  maxPages: number,
): Promise<string> {
  libraryPaths ??= resolveLibraries();
  // A copy of its own, moved (not copied again) to the worker; the caller's bytes stay as they are.
  const file = new Uint8Array(bytes);
  let answer: WorkerAnswer;
  try {
    answer = await runIsolatedWorker<WorkerAnswer>(
      WORKER_SOURCE,
      {
        type,
        file,
        paths: libraryPaths,
        maxChars: MAX_EXTRACTED_CHARS,
        maxPages,
        maxUnzipped: DOCUMENT_ZIP_LIMITS.unzippedBytes,
      },
      limits,
      [file.buffer],
    );
  } catch (error) {
    throw refuse("upload.documentUnreadable", error);
  }
  if ("error" in answer) {
    const cause = new Error(answer.error);
    throw answer.tooLarge ? tooLarge(cause) : refuse("upload.documentUnreadable", cause);
  }
  return answer.text;
}
