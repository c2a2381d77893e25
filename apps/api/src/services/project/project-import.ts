import { translate } from "@suyuan/contracts/i18n/translate";
import {
  PROJECT_SHEET_COLUMNS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type TProjectImportResult,
} from "@suyuan/contracts/project/project-fields";
import { projectResource, type TProjectFields } from "@suyuan/contracts/project/project-resource";
import { prisma } from "@suyuan/db/client";
import { toColumns } from "../../kit/resource-rows.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { readSheet } from "../import/sheet.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

function statusCode(text: string): string {
  const found = PROJECT_STATUSES.find(
    (code) =>
      code === text ||
      PROJECT_STATUS_LABELS[code].zh === text ||
      PROJECT_STATUS_LABELS[code].en.toLowerCase() === text.toLowerCase(),
  );
  return found ?? text;
}

/**
 * Imports projects from an .xlsx sheet laid out like the export. Every row is checked with the
 * same contract as the form; if any row is bad, nothing is imported and every problem is listed
 * (row number, column, message). Otherwise all rows go in one transaction.
 */
export async function importProjects(ctx: ServiceContext, file: Uint8Array): Promise<TProjectImportResult> {
  const siteId = currentSite(ctx);
  // The same reading as every import (a worker parses the file; MAX_IMPORT_ROWS is 5000 rows).
  const sheetRows = await readSheet(file, { columns: PROJECT_SHEET_COLUMNS, fileError: "error.importFileProject" });

  // Enterprises are named in the sheet; a member can name only their own.
  const visible = ctx.scope.kind === "enterprise" ? { id: ctx.scope.enterpriseId } : {};
  const enterprises = new Map(
    (await prisma.enterprise.findMany({ where: visible, select: { id: true, name: true } })).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const errors: { row: number; field: string; message: string }[] = [];
  const rows: { data: ReturnType<typeof toRow>; row: number }[] = [];
  // The same column values as the kit's create (days as dates), on the current site.
  const toRow = (fields: TProjectFields) => ({
    ...(toColumns(projectResource, fields) as TProjectFields & { startDate: Date | null; endDate: Date | null }),
    siteId,
    enterpriseId: ctx.scope.kind === "enterprise" ? ctx.scope.enterpriseId : fields.enterpriseId,
  });
  for (const { row: rowNumber, cells } of sheetRows) {
    const [name, town, village, enterpriseName, funding, startDate, endDate, status, description] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    let enterpriseId: number | null = null;
    if (enterpriseName) {
      const id = enterprises.get(enterpriseName);
      if (id === undefined)
        errors.push({
          row: rowNumber,
          field: "企业",
          message: translate("validation.enterpriseUnknown", ctx.meta.locale),
        });
      else enterpriseId = id;
    }
    const parsed = projectResource.schemas.fields.safeParse({
      name,
      town,
      village,
      enterpriseId,
      funding: funding === "" ? null : Number(funding.replace(/,/g, "")),
      startDate: startDate || null,
      endDate: endDate || null,
      status: status === "" ? "planned" : statusCode(status),
      description,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        const column = PROJECT_SHEET_COLUMNS.find((candidate) => candidate.key === key);
        const message = key === "status" && issue.code === "invalid_value" ? "validation.statusUnknown" : issue.message;
        errors.push({
          row: rowNumber,
          field: column ? column[ctx.meta.locale] : key,
          message: translate(message.startsWith("validation.") ? message : "validation.invalid", ctx.meta.locale),
        });
      }
    } else {
      rows.push({ data: toRow(parsed.data), row: rowNumber });
    }
  }
  if (errors.length > 0) return { imported: 0, errors };
  if (rows.length === 0) throw new AppError("BAD_REQUEST", { messageKey: "error.importEmpty" });
  await prisma.$transaction(async (tx) => {
    await tx.project.createMany({ data: rows.map((row) => row.data) });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "import",
      resource: "project",
      detail: { rows: rows.length },
    });
  });
  return { imported: rows.length, errors: [] };
}
