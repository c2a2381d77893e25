import { AppError } from "@suyuan/api/lib/app-error";
import { MAX_IMPORT_ROWS, readSheet } from "@suyuan/api/services/import/sheet";
import { readSheetCells } from "@suyuan/api/services/import/sheet-worker";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";

// Spreadsheet imports parse the .xlsx in a worker thread with its own heap limit, so a huge or
// hostile file ends only the worker and the request gets the import error.

const columns = [
  { zh: "名称", en: "Name" },
  { zh: "日期", en: "Date" },
  { zh: "数量", en: "Amount" },
] as const;
const sheet = { columns, fileError: "error.importFileExpress" } as const;

async function workbookBytes(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet("Sheet1"));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The AppError a promise is rejected with (fails the test if it resolves or rejects otherwise). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function expectImportError(error: AppError, messageKey: string) {
  expect(error.code).toBe("BAD_REQUEST");
  expect(error.messageKey).toBe(messageKey);
}

describe("import sheets parsed in a worker", () => {
  it("reads a small workbook: header row, cell values (dates, rich text, formulas) and the row count", async () => {
    const file = await workbookBytes((sheet) => {
      sheet.addRow(["名称", "Date", "数量"]);
      sheet.addRow(["苹果", new Date(Date.UTC(2026, 0, 15)), 12]);
      sheet.addRow([]);
      sheet.addRow([
        { richText: [{ text: "梨" }, { text: "子", font: { bold: true } }] },
        null,
        { formula: "1+1", result: 2 },
      ]);
    });
    const cells = await readSheetCells(file, { columns: 3, maxRows: 10 });
    expect(cells.rowCount).toBe(4);
    expect(cells.rows).toHaveLength(4);
    expect(cells.rows[0]).toEqual(["名称", "Date", "数量"]);
    expect(cells.rows[1]?.[0]).toBe("苹果");
    expect(cells.rows[1]?.[1]).toBeInstanceOf(Date);
    expect((cells.rows[1]?.[1] as Date).toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(cells.rows[1]?.[2]).toBe(12);
    expect(cells.rows[3]?.[2]).toEqual({ formula: "1+1", result: 2 });

    expect(await readSheet(file, sheet)).toEqual([
      { row: 2, cells: ["苹果", "2026-01-15", "12"] },
      { row: 4, cells: ["梨子", "", "2"] },
    ]);
  });

  it("returns at most maxRows + 1 rows but the full row count", async () => {
    const file = await workbookBytes((sheet) => {
      for (let row = 1; row <= 20; row++) sheet.addRow([`r${row}`]);
    });
    const cells = await readSheetCells(file, { columns: 2, maxRows: 5 });
    expect(cells.rowCount).toBe(20);
    expect(cells.rows).toEqual([1, 2, 3, 4, 5, 6].map((row) => [`r${row}`, null]));
  });

  it("refuses bytes that are no workbook with the import error", async () => {
    const random = new Uint8Array(4096).map(() => Math.floor(Math.random() * 256));
    expectImportError(await refusal(readSheetCells(random, { columns: 3, maxRows: 10 })), "error.importFile");
    // An import names its own sheet.
    expectImportError(await refusal(readSheet(random, sheet)), "error.importFileExpress");
    expectImportError(await refusal(readSheet(new Uint8Array(), sheet)), "error.importFileExpress");
  });

  it("refuses a wrong header and too many rows", async () => {
    const wrongHeader = await workbookBytes((sheet) => {
      sheet.addRow(["名称", "日期", "金额"]);
      sheet.addRow(["a", "b", "c"]);
    });
    expectImportError(await refusal(readSheet(wrongHeader, sheet)), "error.importHeader");

    const tooMany = await workbookBytes((sheet) => {
      sheet.addRow(["Name", "Date", "Amount"]);
      for (let row = 0; row < MAX_IMPORT_ROWS + 5; row++) sheet.addRow([`n${row}`, "2026-01-01", row]);
    });
    expectImportError(await refusal(readSheet(tooMany, sheet)), "error.importTooManyRows");
  });

  it("reports a worker that runs out of its heap as the import error, and the process goes on", async () => {
    const big = await workbookBytes((sheet) => {
      for (let row = 0; row < 20_000; row++)
        sheet.addRow(Array.from({ length: 10 }, (_, column) => `row ${row} column ${column} text`));
    });
    // The same limit reads a small workbook, so it is the big one that runs out.
    const small = await workbookBytes((sheet) => sheet.addRow(["a"]));
    expect((await readSheetCells(small, { columns: 1, maxRows: 10, heapLimitMb: 32 })).rows).toEqual([["a"]]);
    expectImportError(
      await refusal(readSheetCells(big, { columns: 10, maxRows: MAX_IMPORT_ROWS, heapLimitMb: 32 })),
      "error.importFile",
    );
    // Still working afterwards.
    expect((await readSheetCells(small, { columns: 1, maxRows: 10 })).rows).toEqual([["a"]]);
  });
});
