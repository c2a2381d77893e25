import {
  EXPRESS_COMPANIES,
  EXPRESS_COMPANY_LABELS,
  EXPRESS_DIRECTION_LABELS,
  EXPRESS_DIRECTIONS,
  EXPRESS_SHEET_COLUMNS,
  EXPRESS_STATUS_LABELS,
  EXPRESS_STATUSES,
  expressResource,
} from "@suyuan/contracts/express/express-resource";
import { translate, type Locale } from "@suyuan/contracts/i18n/translate";
import type { TImportResult } from "@suyuan/contracts/statistics/statistics-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { databaseErrorAnswer } from "../../kit/database-errors.ts";
import { dayDate } from "../../kit/resource-rows.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { cellNumber, readSheet, templateSheet } from "../import/sheet.ts";
import type { ServiceContext } from "../service-context.ts";

type ImportError = TImportResult["errors"][number];
type Labels = Record<string, { zh: string; en: string }>;

/** A choice cell: its code, or its Chinese or English label; anything else passes through. */
function choice(text: string, values: readonly string[], labels: Labels): string {
  const lower = text.toLowerCase();
  return (
    values.find(
      (value) => value === lower || labels[value]?.zh === text || labels[value]?.en.toLowerCase() === lower,
    ) ?? text
  );
}

/** The import template: an .xlsx with the header row only. */
export function expressTemplate(locale: Locale): Promise<Uint8Array> {
  return templateSheet(locale === "en" ? "Express" : "快递", EXPRESS_SHEET_COLUMNS, locale);
}

/**
 * Imports parcels from an .xlsx laid out like the template. Each row is checked with the form's
 * contract; the station is named by its name or code in the current site; a (company, waybill
 * no.) may appear once in the sheet and must not exist yet. If any row is bad nothing is
 * imported and every problem is listed with its row; otherwise every row goes in one transaction.
 */
export async function importExpress(ctx: ServiceContext, file: Uint8Array): Promise<TImportResult> {
  const siteId = currentSite(ctx);
  const locale = ctx.meta.locale;
  const sheetRows = await readSheet(file, { columns: EXPRESS_SHEET_COLUMNS, fileError: "error.importFileExpress" });
  const stations = new Map<string, number>();
  for (const station of await prisma.villageStation.findMany({
    where: { siteId },
    select: { id: true, name: true, code: true },
  })) {
    stations.set(station.code, station.id);
    stations.set(station.name, station.id);
  }
  const label = (key: string) => EXPRESS_SHEET_COLUMNS.find((column) => column.key === key)?.[locale] ?? key;
  const message = (key: string, params?: Record<string, number>) =>
    translate(key.startsWith("validation.") || key.startsWith("error.") ? key : "validation.invalid", locale, params);
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  const rows: { row: number; data: Record<string, unknown> }[] = [];
  for (const { row, cells } of sheetRows) {
    const text = Object.fromEntries(EXPRESS_SHEET_COLUMNS.map((column, index) => [column.key, cells[index] ?? ""]));
    let stationId: number | null = null;
    if (text.stationId) {
      const found = stations.get(text.stationId);
      if (found === undefined)
        errors.push({ row, field: label("stationId"), message: message("validation.stationUnknown") });
      else stationId = found;
    }
    const parsed = expressResource.schemas.fields.safeParse({
      company: choice(text.company ?? "", EXPRESS_COMPANIES, EXPRESS_COMPANY_LABELS),
      waybillNo: text.waybillNo,
      direction: choice(text.direction ?? "", EXPRESS_DIRECTIONS, EXPRESS_DIRECTION_LABELS),
      stationId,
      sender: text.sender,
      receiver: text.receiver,
      phone: text.phone,
      goodsName: text.goodsName,
      weightKg: cellNumber(text.weightKg ?? "", null),
      fee: cellNumber(text.fee ?? "", null),
      date: text.date,
      status: text.status ? choice(text.status, EXPRESS_STATUSES, EXPRESS_STATUS_LABELS) : undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ row, field: label(String(issue.path[0] ?? "")), message: message(issue.message) });
      continue;
    }
    const key = `${parsed.data.company}:${parsed.data.waybillNo}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ row, field: label("waybillNo"), message: message("validation.duplicateInFile", { row: earlier }) });
      continue;
    }
    seen.set(key, row);
    rows.push({ row, data: { ...parsed.data, date: dayDate(String(parsed.data.date)), siteId } });
  }
  // Waybills already entered (checked in batches of the sheet's numbers).
  const numbers = [...new Set(rows.map((row) => String(row.data.waybillNo)))];
  const existing = new Set<string>();
  for (let start = 0; start < numbers.length; start += 1000) {
    const found = await prisma.express.findMany({
      where: { siteId, waybillNo: { in: numbers.slice(start, start + 1000) } },
      select: { company: true, waybillNo: true },
    });
    for (const row of found) existing.add(`${row.company}:${row.waybillNo}`);
  }
  for (const row of rows)
    if (existing.has(`${String(row.data.company)}:${String(row.data.waybillNo)}`))
      errors.push({ row: row.row, field: label("waybillNo"), message: message("validation.waybillExists") });
  if (errors.length > 0) return { imported: 0, errors: errors.sort((a, b) => a.row - b.row) };
  if (rows.length === 0) throw new AppError("BAD_REQUEST", { messageKey: "error.importEmpty" });
  await prisma
    .$transaction(async (tx) => {
      await tx.express.createMany({ data: rows.map((row) => row.data) as never });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "import",
        resource: "express",
        detail: { rows: rows.length },
      });
    })
    .catch((error: unknown) => {
      // A waybill entered meanwhile: the unique constraint answers like the check above.
      throw databaseErrorAnswer(error, ["waybillNo"]);
    });
  return { imported: rows.length, errors: [] };
}
