import {
  MAX_PDF_LABELS,
  PDF_LABEL_COLUMNS,
  PDF_LABEL_ROWS,
  type TDownloadTraceCodesInput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { formatTraceCodeGroups, traceCodeUrl } from "@suyuan/contracts/trace-code/trace-code";
import { prisma } from "@suyuan/db/client";
import type QRCodeModule from "qrcode";
import { loadPdfKit, loadQrCode } from "../../lib/lazy-modules.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { applicationInScope } from "./applications.ts";

// Downloads stream the codes in serial order, a few thousand rows per query (keyset on the
// (application_id, serial) index), so memory stays flat for a million codes. CSV and TXT lines have
// a length known in advance, so the answer carries an exact Content-Length and browsers show progress.

const ROWS_PER_QUERY = 5_000;
const encoder = new TextEncoder();

type CodeRow = { serial: number; code: string };

/**
 * The codes from..to in serial order, one query per ROWS_PER_QUERY. Serials run 1..quantity without
 * gaps, so each query asks for exactly the next serial range: it reads only its own rows, whatever
 * the planner's statistics say (PGlite never analyses a table by itself).
 */
async function* codeChunks(applicationId: number, from: number, to: number): AsyncGenerator<CodeRow[]> {
  for (let after = from - 1; after < to; after = Math.min(after + ROWS_PER_QUERY, to)) {
    const rows = await prisma.$queryRawUnsafe<CodeRow[]>(
      `SELECT serial, code FROM trace_code
        WHERE application_id = $1 AND serial > $2 AND serial <= $3
        ORDER BY serial`,
      applicationId,
      after,
      Math.min(after + ROWS_PER_QUERY, to),
    );
    if (rows.length) yield rows;
  }
}

/** Total decimal digits of the integers from..to (for the exact length of CSV lines). */
export function digitsBetween(from: number, to: number): number {
  let total = 0;
  for (let digits = 1, low = 1; low <= to; digits++, low *= 10) {
    const high = low * 10 - 1;
    const start = Math.max(from, low);
    const end = Math.min(to, high);
    if (end >= start) total += (end - start + 1) * digits;
  }
  return total;
}

/** What a download will be, known before any code is read: checked, named and measured. */
export type CodeDownloadPlan = {
  applicationId: number;
  format: TDownloadTraceCodesInput["format"];
  from: number;
  to: number;
  /** Origin the trace URLs start with. */
  origin: string;
  filename: string;
  contentType: string;
  /** Exact byte length when known in advance (CSV, TXT). */
  contentLength: number | null;
  codeCount: number;
};

export type CodeDownload = CodeDownloadPlan & { body: ReadableStream<Uint8Array> };

const CSV_HEADER = "serial,code,url\r\n";
const BOM = "\uFEFF";

/** A byte stream that asks for the next piece only when the reader wants more (backpressure). */
function pullStream(pieces: AsyncIterator<string | Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
    },
    async cancel() {
      await pieces.return?.(undefined);
    },
  });
}

async function* csvPieces(applicationId: number, from: number, to: number, origin: string): AsyncGenerator<string> {
  yield BOM + CSV_HEADER;
  for await (const rows of codeChunks(applicationId, from, to)) {
    let text = "";
    for (const row of rows) text += `${row.serial},${row.code},${traceCodeUrl(origin, row.code)}\r\n`;
    yield text;
  }
}

async function* txtPieces(applicationId: number, from: number, to: number, origin: string): AsyncGenerator<string> {
  for await (const rows of codeChunks(applicationId, from, to)) {
    let text = "";
    for (const row of rows) text += `${traceCodeUrl(origin, row.code)}\n`;
    yield text;
  }
}

// A4 in points, with 3 × 8 labels of about 62 × 37 mm.
const PAGE = { width: 595.28, height: 841.89, margin: 18 };
const CELL = {
  width: (PAGE.width - 2 * PAGE.margin) / PDF_LABEL_COLUMNS,
  height: (PAGE.height - 2 * PAGE.margin) / PDF_LABEL_ROWS,
};
const QR_SIZE = 70;

/** One label: the QR code as vector rectangles (runs of dark modules), the code and serial under it. */
function drawLabel(
  doc: PDFKit.PDFDocument,
  QRCode: typeof QRCodeModule,
  x: number,
  y: number,
  row: CodeRow,
  origin: string,
): void {
  const qr = QRCode.create(traceCodeUrl(origin, row.code), { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const module = QR_SIZE / size;
  const left = x + (CELL.width - QR_SIZE) / 2;
  const top = y + 6;
  for (let r = 0; r < size; r++) {
    let c = 0;
    while (c < size) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < size && qr.modules.get(r, c)) c++;
      // A hair of overlap, so viewers' anti-aliasing leaves no seams between adjacent rows.
      doc.rect(left + start * module, top + r * module, (c - start) * module + 0.01, module + 0.01);
    }
  }
  doc.fill("#000000");
  doc
    .font("Courier-Bold")
    .fontSize(9)
    .text(formatTraceCodeGroups(row.code), x, top + QR_SIZE + 4, {
      width: CELL.width,
      align: "center",
      lineBreak: false,
    });
  doc
    .font("Helvetica")
    .fontSize(6)
    .fillColor("#555555")
    .text(`No. ${row.serial}`, x, top + QR_SIZE + 15, { width: CELL.width, align: "center", lineBreak: false })
    .fillColor("#000000");
}

/** Light cut marks between labels, so a sheet can be cut by hand or matched to label stock. */
function drawGrid(doc: PDFKit.PDFDocument): void {
  doc.lineWidth(0.25).strokeColor("#cccccc");
  for (let column = 0; column <= PDF_LABEL_COLUMNS; column++) {
    const x = PAGE.margin + column * CELL.width;
    doc.moveTo(x, PAGE.margin).lineTo(x, PAGE.height - PAGE.margin);
  }
  for (let row = 0; row <= PDF_LABEL_ROWS; row++) {
    const y = PAGE.margin + row * CELL.height;
    doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y);
  }
  doc.stroke();
}

/** Pages of labels, one page per pull: pdfkit's output is handed on as each page is finished. */
function pdfStream(applicationId: number, from: number, to: number, origin: string, title: string) {
  const perPage = PDF_LABEL_COLUMNS * PDF_LABEL_ROWS;
  const chunks = codeChunks(applicationId, from, to);
  let buffered: CodeRow[] = [];
  let exhausted = false;
  let ended = false;
  // pdfkit and the QR encoder load with the first PDF (lib/lazy-modules.ts).
  let doc: PDFKit.PDFDocument | undefined;
  let QRCode: typeof QRCodeModule | undefined;
  let finished: Promise<void> = Promise.resolve();

  async function nextPage(): Promise<CodeRow[]> {
    while (buffered.length < perPage && !exhausted) {
      const next = await chunks.next();
      if (next.done) exhausted = true;
      else buffered = buffered.concat(next.value);
    }
    const page = buffered.slice(0, perPage);
    buffered = buffered.slice(perPage);
    return page;
  }

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const [PDFDocument, qrCode] = await Promise.all([loadPdfKit(), loadQrCode()]);
      QRCode = qrCode;
      const opened = new PDFDocument({
        size: "A4",
        margin: 0,
        autoFirstPage: false,
        compress: true,
        info: { Title: title, Creator: "Suyuan" },
      });
      doc = opened;
      finished = new Promise<void>((resolve, reject) => {
        opened.on("end", resolve);
        opened.on("error", reject);
      });
      opened.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      finished.then(
        () => controller.close(),
        (error: unknown) => controller.error(error),
      );
    },
    async pull() {
      const opened = doc;
      const qrCode = QRCode;
      if (ended || !opened || !qrCode) return finished;
      const page = await nextPage();
      if (page.length === 0) {
        ended = true;
        opened.end();
        return finished;
      }
      opened.addPage({ size: "A4", margin: 0 });
      drawGrid(opened);
      page.forEach((row, index) => {
        const column = index % PDF_LABEL_COLUMNS;
        const line = Math.floor(index / PDF_LABEL_COLUMNS);
        drawLabel(opened, qrCode, PAGE.margin + column * CELL.width, PAGE.margin + line * CELL.height, row, origin);
      });
      // pdfkit writes a page out when the next one starts; let its data events run before the next pull.
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    async cancel() {
      await chunks.return(undefined);
      if (!ended) {
        ended = true;
        doc?.end();
      }
    },
  });
}

/**
 * Checks a download of a generated application's codes (all, or the serials from..to) and says
 * what it will be, without reading any code: CSV (serial, code, URL; with a BOM), TXT (one URL a
 * line) or a PDF of QR labels. Same scope rules as viewing it. The web page calls this alone first
 * (`?check=1`), so refusals show in the page before the browser starts saving a file.
 */
export async function planTraceCodeDownload(
  ctx: ServiceContext,
  input: TDownloadTraceCodesInput,
  origin: string,
): Promise<CodeDownloadPlan> {
  const application = await applicationInScope(ctx, input.id);
  if (application.generationStatus !== "done")
    throw new AppError("RULE_VIOLATION", { messageKey: "error.codesNotReady" });
  const from = input.fromSerial ?? 1;
  const to = input.toSerial ?? application.quantity;
  for (const [field, value] of [
    ["fromSerial", from],
    ["toSerial", to],
  ] as const) {
    if (value < 1 || value > application.quantity)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.serialOutOfRange",
        params: { max: application.quantity },
        fieldErrors: { [field]: ["error.serialOutOfRange"] },
      });
  }
  const codeCount = to - from + 1;
  const name = `trace-codes-${application.id}-${from}-${to}`;
  const common = { applicationId: application.id, format: input.format, from, to, origin, codeCount };
  const urlBytes = encoder.encode(traceCodeUrl(origin, "")).length + 14;
  if (input.format === "csv") {
    // BOM, header, then per line: serial "," 14-symbol code "," URL CR LF.
    const length =
      encoder.encode(BOM + CSV_HEADER).length + digitsBetween(from, to) + codeCount * (1 + 14 + 1 + urlBytes + 2);
    return { ...common, filename: `${name}.csv`, contentType: "text/csv; charset=utf-8", contentLength: length };
  }
  if (input.format === "txt") {
    return {
      ...common,
      filename: `${name}.txt`,
      contentType: "text/plain; charset=utf-8",
      contentLength: codeCount * (urlBytes + 1),
    };
  }
  if (codeCount > MAX_PDF_LABELS)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.pdfTooManyLabels",
      params: { max: MAX_PDF_LABELS },
      fieldErrors: { toSerial: ["error.pdfTooManyLabels"] },
    });
  return { ...common, filename: `${name}.pdf`, contentType: "application/pdf", contentLength: null };
}

/**
 * The file's bytes, produced only as the reader asks for them: a few thousand codes per pull, so
 * a slow client holds the server to one chunk in memory, whatever the file's size.
 */
export function codeDownloadBody(plan: CodeDownloadPlan): ReadableStream<Uint8Array> {
  const { applicationId, from, to, origin } = plan;
  if (plan.format === "csv") return pullStream(csvPieces(applicationId, from, to, origin));
  if (plan.format === "txt") return pullStream(txtPieces(applicationId, from, to, origin));
  return pdfStream(applicationId, from, to, origin, plan.filename.replace(/\.pdf$/, ""));
}

/** A checked download with its streamed body, in one call (the legacy path). */
export async function downloadTraceCodes(
  ctx: ServiceContext,
  input: TDownloadTraceCodesInput,
  origin: string,
): Promise<CodeDownload> {
  const plan = await planTraceCodeDownload(ctx, input, origin);
  return { ...plan, body: codeDownloadBody(plan) };
}

/** The HTTP answer for a download (shared by the web endpoint and the legacy path). */
export function downloadResponse(download: CodeDownload): Response {
  const headers = new Headers({
    "content-type": download.contentType,
    "content-disposition": `attachment; filename="${download.filename}"`,
    "cache-control": "no-store",
    "x-code-count": String(download.codeCount),
  });
  if (download.contentLength !== null) headers.set("content-length", String(download.contentLength));
  return new Response(download.body, { headers });
}
