import { translate, type Locale } from "@suyuan/contracts/i18n/translate";
import { STATISTICS_SHEET_COLUMNS, type TImportResult } from "@suyuan/contracts/statistics/statistics-operations";
import { townStatisticResource } from "@suyuan/contracts/statistics/town-statistic-resource";
import { ZDay } from "@suyuan/contracts/kit/primitives";
import { Prisma, prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { databaseErrorAnswer } from "../../kit/database-errors.ts";
import { dayDate } from "../../kit/resource-rows.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { cellNumber, readSheet, templateSheet } from "../import/sheet.ts";
import type { ServiceContext } from "../service-context.ts";

type ImportError = TImportResult["errors"][number];
type SheetRow = { row: number; townId: number; month: string; values: Record<string, number> };

/**
 * A month cell: yyyy-MM, or a real day (an Excel date) of that month. Anything else, an
 * impossible day such as 2026-02-30 included, is left as it is for the contract to refuse.
 */
function monthOf(text: string): string {
  if (ZDay.safeParse(text).success) return text.slice(0, 7);
  const slash = /^(\d{4})[/.](\d{1,2})$/.exec(text);
  return slash ? `${slash[1]}-${slash[2]!.padStart(2, "0")}` : text;
}

/** The import template: an .xlsx with the header row only. */
export function statisticsTemplate(locale: Locale): Promise<Uint8Array> {
  return templateSheet(locale === "en" ? "Statistics" : "统计数据", STATISTICS_SHEET_COLUMNS, locale);
}

/**
 * Imports monthly town figures from an .xlsx laid out like the template (乡镇名称, 月份, figures).
 * Every row is checked with the form's contract and the town must be one of the site's; a town
 * and month may appear once. If any row is bad nothing is written and every problem is listed.
 * Otherwise every row is written in one transaction: a (town, month) already entered is updated.
 */
export async function importStatistics(ctx: ServiceContext, file: Uint8Array): Promise<TImportResult> {
  const siteId = currentSite(ctx);
  const locale = ctx.meta.locale;
  const sheetRows = await readSheet(file, {
    columns: STATISTICS_SHEET_COLUMNS,
    fileError: "error.importFileStatistics",
  });
  const towns = new Map(
    (await prisma.town.findMany({ where: { siteId }, select: { id: true, name: true } })).map((town) => [
      town.name,
      town.id,
    ]),
  );
  const label = (key: string) => STATISTICS_SHEET_COLUMNS.find((column) => column.key === key)?.[locale] ?? key;
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  const rows: SheetRow[] = [];
  for (const { row, cells } of sheetRows) {
    const [town = "", month = "", ...figures] = cells;
    const townId = towns.get(town);
    if (townId === undefined)
      errors.push({
        row,
        field: label("town"),
        message: translate(town ? "validation.townUnknown" : "validation.required", locale),
      });
    const input: Record<string, unknown> = { townId: townId ?? 1, month: monthOf(month) };
    STATISTICS_SHEET_COLUMNS.slice(2).forEach((column, index) => {
      input[column.key] = cellNumber(figures[index] ?? "", 0);
    });
    const parsed = townStatisticResource.schemas.fields.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        errors.push({
          row,
          field: label(key === "townId" ? "town" : key),
          message: translate(issue.message.startsWith("validation.") ? issue.message : "validation.invalid", locale),
        });
      }
      continue;
    }
    if (townId === undefined) continue;
    const key = `${townId}:${parsed.data.month}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({
        row,
        field: label("month"),
        message: translate("validation.duplicateInFile", locale, { row: earlier }),
      });
      continue;
    }
    seen.set(key, row);
    const { townId: _town, month: parsedMonth, ...values } = parsed.data;
    rows.push({ row, townId, month: parsedMonth, values: values });
  }
  if (errors.length > 0) return { imported: 0, errors };
  if (rows.length === 0) throw new AppError("BAD_REQUEST", { messageKey: "error.importEmpty" });
  const write = () => writeRows(ctx, siteId, rows);
  // Two imports of one new (town, month) at once both find no row, and the unique index lets one
  // insert it. The other, run again, finds the committed row and updates it, as an import does.
  const counts = await write().catch((error: unknown) => {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    return write().catch((again: unknown) => {
      throw databaseErrorAnswer(again, ["month"]);
    });
  });
  return { imported: rows.length, ...counts, errors: [] };
}

/** Writes the checked rows in one transaction: a (town, month) already entered is updated. */
function writeRows(ctx: ServiceContext, siteId: number, rows: SheetRow[]) {
  return prisma.$transaction(async (tx) => {
    let created = 0;
    for (const row of rows) {
      const month = dayDate(`${row.month}-01`);
      const existing = await tx.townStatistic.findUnique({
        where: { townId_month: { townId: row.townId, month } },
        select: { id: true },
      });
      if (existing) await tx.townStatistic.update({ where: { id: existing.id }, data: row.values });
      else {
        await tx.townStatistic.create({ data: { ...row.values, townId: row.townId, month, siteId } });
        created += 1;
      }
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "import",
      resource: "townStatistic",
      detail: { rows: rows.length, created, updated: rows.length - created },
    });
    return { created, updated: rows.length - created };
  });
}
