import { PassThrough, Readable } from "node:stream";
import { loadExcel } from "../../lib/lazy-modules.ts";

export type ExportFormat = "csv" | "xlsx";
export type Cell = string | number | boolean | Date | null | undefined;

/**
 * Dates as China reads them: yyyy-MM-dd HH:mm:ss in Asia/Shanghai. A stored date the driver could
 * not read (an Invalid Date) is an empty cell, so one odd row never aborts an export midway.
 */
export function formatDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  }).format(date);
}

function cellText(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return formatDateTime(value);
  return String(value);
}

/** A cell a spreadsheet would run as a formula is prefixed so it stays text (CSV injection). */
function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(value: Cell): string {
  const text = guardFormula(cellText(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a BOM (so spreadsheet programs read the Chinese as UTF-8), written as rows arrive. */
async function* csvChunks(headers: string[], rows: AsyncIterable<Cell[]>): AsyncGenerator<string> {
  yield `\uFEFF${headers.map(csvField).join(",")}\r\n`;
  for await (const row of rows) yield `${row.map(csvField).join(",")}\r\n`;
}

/** An .xlsx streamed row by row (exceljs's streaming writer: memory stays flat). */
function xlsxStream(sheetName: string, headers: string[], rows: AsyncIterable<Cell[]>): Readable {
  const output = new PassThrough();
  void (async () => {
    try {
      const ExcelJS = await loadExcel();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet(sheetName);
      sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length * 2 + 4) }));
      sheet.getRow(1).font = { bold: true };
      for await (const row of rows) {
        sheet
          .addRow(
            row.map((value) =>
              value instanceof Date
                ? formatDateTime(value)
                : typeof value === "string"
                  ? guardFormula(value)
                  : (value ?? null),
            ),
          )
          .commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}

export function exportBody(
  format: ExportFormat,
  sheetName: string,
  headers: string[],
  rows: AsyncIterable<Cell[]>,
): ReadableStream {
  const stream = format === "csv" ? Readable.from(csvChunks(headers, rows)) : xlsxStream(sheetName, headers, rows);
  return Readable.toWeb(stream) as ReadableStream;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
