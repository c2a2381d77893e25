import type { MessageKey } from "@suyuan/contracts/i18n/messages-zh";
import { createRequire } from "node:module";
import type ExcelJS from "exceljs";
import { AppError } from "../../lib/app-error.ts";
import { runIsolatedWorker } from "../../lib/isolated-worker.ts";

// Why a worker (lib/isolated-worker.ts): the server runs with a small, capped V8 heap, and ExcelJS
// expands a 10 MB .xlsx into hundreds of MB of objects; a huge or hostile file ends only the worker
// (and the request gets the import error). Only the first cells asked for come back to the main thread.

/** How long one parse may take before the worker is ended. */
const PARSE_TIME_LIMIT_MS = 60_000;

/** The worker's own heap limits (MB); see resourceLimits in node:worker_threads. */
const HEAP_LIMIT_MB = 512;
const YOUNG_HEAP_LIMIT_MB = 32;

/** What the worker answers. */
type WorkerAnswer = { error: "file" } | { rowCount: number; rows: ExcelJS.CellValue[][] };

/** The worker (CommonJS source); ExcelJS comes by the absolute path the main thread resolved. */
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
  let answer: WorkerAnswer;
  try {
    answer = await runIsolatedWorker<WorkerAnswer>(
      WORKER_SOURCE,
      { exceljs: exceljsPath, file: bytes, columns: options.columns, maxRows: options.maxRows },
      {
        heapLimitMb: options.heapLimitMb ?? HEAP_LIMIT_MB,
        youngHeapLimitMb: YOUNG_HEAP_LIMIT_MB,
        timeLimitMs: PARSE_TIME_LIMIT_MS,
      },
      [bytes.buffer],
    );
  } catch (error) {
    throw new AppError("BAD_REQUEST", { messageKey, cause: error });
  }
  if ("error" in answer) throw new AppError("BAD_REQUEST", { messageKey });
  return answer;
}
