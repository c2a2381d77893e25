import type { MessageKey } from "@suyuan/contracts/i18n/messages-zh";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import type ExcelJS from "exceljs";
import { loadExcel } from "../../lib/lazy-modules.ts";
import { AppError } from "../../lib/app-error.ts";
import { readSheetCells } from "./sheet-worker.ts";
import { storedDayText } from "../../lib/stored-day.ts";

/** Most rows one import sheet may hold. */
export const MAX_IMPORT_ROWS = 5000;

/** Largest import sheet accepted (5000 rows fit comfortably). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The bytes of an uploaded import file, as every import path reads it (web and legacy): none
 * (empty) when no file came, which the importer refuses with its own sheet's message.
 */
export async function importFileBytes(file: unknown): Promise<Uint8Array> {
  if (!(file instanceof File)) return new Uint8Array();
  if (file.size > IMPORT_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  return new Uint8Array(await file.arrayBuffer());
}

/** A sheet column: its headers, and the ones templates downloaded before a rename still carry. */
type Column = { readonly zh: string; readonly en: string; readonly formerly?: readonly string[] };

const isHeaderOf = (column: Column, text: string) =>
  text === column.zh || text === column.en || (column.formerly?.includes(text) ?? false);

/**
 * A cell as text: numbers, dates (as yyyy-MM-dd), rich text and formula results included. A date
 * cell keeps its year whatever it is ("99999-01-01") and one that is no date at all reads
 * "Invalid Date", so the row's contract refuses it with a message for that row and cell.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : storedDayText(value);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result);
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value).trim();
}

/** A number cell: blank is `blank`, text that is not a number passes through for the schema to refuse. */
export function cellNumber(text: string, blank: number | null): unknown {
  if (text === "") return blank;
  const number = Number(text.replace(/,/g, ""));
  return Number.isFinite(number) ? number : text;
}

/** An import's sheet: its header row and the refusal naming it when the file is no .xlsx. */
export type ImportSheet = { columns: readonly Column[]; fileError: MessageKey };

/**
 * The data rows of the first sheet of an .xlsx whose header row is the sheet's columns (Chinese
 * or English headers): each row's cells as text with its row number; blank rows are skipped. A
 * missing (empty) or unreadable file is refused with the sheet's own message.
 */
export async function readSheet(
  file: Uint8Array,
  { columns, fileError }: ImportSheet,
): Promise<{ row: number; cells: string[] }[]> {
  if (file.length === 0) throw new AppError("BAD_REQUEST", { messageKey: fileError });
  // Parsed in a worker thread with its own heap limit (see sheet-worker.ts).
  const sheet = await readSheetCells(file, { columns: columns.length, maxRows: MAX_IMPORT_ROWS, fileError });
  const header = columns.map((_, index) => cellText(sheet.rows[0]?.[index] ?? null));
  if (columns.some((column, index) => !isHeaderOf(column, header[index] ?? "")))
    throw new AppError("BAD_REQUEST", { messageKey: "error.importHeader" });
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS)
    throw new AppError("BAD_REQUEST", { messageKey: "error.importTooManyRows" });
  const rows: { row: number; cells: string[] }[] = [];
  for (let row = 2; row <= sheet.rowCount; row++) {
    const values = sheet.rows[row - 1] ?? [];
    const cells = columns.map((_, index) => cellText(values[index] ?? null));
    if (cells.every((cell) => cell === "")) continue;
    rows.push({ row, cells });
  }
  return rows;
}

/** An empty sheet with the header row: the import template. */
export async function templateSheet(title: string, columns: readonly Column[], locale: Locale): Promise<Uint8Array> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(title);
  sheet.addRow(columns.map((column) => column[locale]));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((_, index) => {
    sheet.getColumn(index + 1).width = 16;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** An .xlsx file as a download answer. */
export function xlsxResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes.slice().buffer, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "no-store",
    },
  });
}
