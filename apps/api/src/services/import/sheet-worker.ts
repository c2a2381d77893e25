import type { MessageKey } from "@suyuan/contracts/i18n/messages-zh";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type ExcelJS from "exceljs";
import { AppError } from "../../lib/app-error.ts";

// Why a worker: the server runs with a small, capped V8 heap, and ExcelJS expands a 10 MB .xlsx
// into hundreds of MB of objects. Parsing in a short-lived worker with its own heap limit means a
// huge or hostile file ends only that worker (and the request gets the import error), never the
// server. Only the first cells asked for come back to the main thread.

/** How long one parse may take before the worker is ended. */
const PARSE_TIME_LIMIT_MS = 60_000;

/** The worker's own heap limits (MB); see resourceLimits in node:worker_threads. */
const HEAP_LIMIT_MB = 512;
const YOUNG_HEAP_LIMIT_MB = 32;

/** What the worker answers. */
type WorkerAnswer = { error: "file" } | { rowCount: number; rows: ExcelJS.CellValue[][] };

/**
 * The worker, as CommonJS source run with `eval: true`: the server is bundled into one file and
 * tests run the TypeScript source, so there is no separate worker file to point at. ExcelJS comes
 * by the absolute path the main thread resolved.
 */
const WORKER_SOURCE = `
"use strict";
const { parentPort, workerData } = require("node:worker_threads");

// Cell values as plain data (structured clone keeps Dates, arrays and plain objects, not class
// instances or functions). ExcelJS gives plain values today; this keeps it so if it ever does not.
function plain(value, depth) {
  if (value === null || value === undefined) return null;
  if (typeof value !== "object") return typeof value === "function" || typeof value === "symbol" ? null : value;
  if (value instanceof Date) return new Date(value.getTime());
  if (depth > 8) return null;
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  const copy = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (typeof item !== "function" && typeof item !== "symbol") copy[key] = plain(item, depth + 1);
  }
  return copy;
}

async function main() {
  const ExcelJS = require(workerData.exceljs);
  const workbook = new ExcelJS.Workbook();
  const file = workerData.file;
  try {
    await workbook.xlsx.load(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  } catch {
    return { error: "file" };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { error: "file" };
  const rowCount = sheet.rowCount;
  const last = Math.min(rowCount, workerData.maxRows + 1);
  const rows = [];
  for (let number = 1; number <= last; number++) {
    const row = sheet.getRow(number);
    const cells = [];
    for (let column = 1; column <= workerData.columns; column++) cells.push(plain(row.getCell(column).value, 0));
    rows.push(cells);
  }
  return { rowCount, rows };
}

main().then(
  (answer) => parentPort.postMessage(answer),
  () => parentPort.postMessage({ error: "file" }),
);
`;

let exceljsPath: string | undefined;

/**
 * The first `columns` cells of rows 1 to `maxRows` + 1 of the first sheet of an .xlsx (rows[0] is
 * the header row), and the sheet's full row count so the caller can refuse too many rows. Parsed
 * in a worker thread; an unreadable file, one the worker runs out of memory or time on, or a
 * worker that fails in any way is the import error (BAD_REQUEST `fileError`, which names the
 * import's sheet; error.importFile when not given). `heapLimitMb` overrides the worker's heap
 * limit (for tests).
 */
export async function readSheetCells(
  file: Uint8Array,
  options: { columns: number; maxRows: number; heapLimitMb?: number; fileError?: MessageKey },
): Promise<{ rowCount: number; rows: ExcelJS.CellValue[][] }> {
  const messageKey = options.fileError ?? "error.importFile";
  exceljsPath ??= createRequire(import.meta.url).resolve("exceljs");
  // A copy of its own, moved (not copied again) to the worker; the caller's bytes stay as they are.
  const bytes = new Uint8Array(file);

  let worker: Worker;
  try {
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { exceljs: exceljsPath, file: bytes, columns: options.columns, maxRows: options.maxRows },
      transferList: [bytes.buffer],
      // The worker needs none of the server's flags (loaders, its own heap cap).
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: options.heapLimitMb ?? HEAP_LIMIT_MB,
        maxYoungGenerationSizeMb: YOUNG_HEAP_LIMIT_MB,
      },
    });
  } catch (error) {
    throw new AppError("BAD_REQUEST", { messageKey, cause: error });
  }

  return await new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners();
      // Swallow late errors from the worker being ended.
      worker.on("error", () => {});
      void worker.terminate().catch(() => {});
      outcome();
    };
    const fail = (cause?: unknown) => finish(() => reject(new AppError("BAD_REQUEST", { messageKey, cause })));

    const timer = setTimeout(() => fail(new Error("the sheet took too long to read")), PARSE_TIME_LIMIT_MS);
    worker.on("message", (answer: WorkerAnswer) => {
      if ("error" in answer) fail();
      else finish(() => resolve(answer));
    });
    worker.on("messageerror", (error) => fail(error));
    // A worker out of its heap (ERR_WORKER_OUT_OF_MEMORY) or one that threw.
    worker.on("error", (error) => fail(error));
    worker.on("exit", (code) => fail(new Error(`the sheet worker exited (${code}) without an answer`)));
  });
}
