import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { projectResource } from "@suyuan/contracts/project/project-resource";
import { z } from "zod";
import { exportResponse } from "../../http/export-handler.ts";
import { importFileBytes } from "../../services/import/sheet.ts";
import { AppError } from "../../lib/app-error.ts";
import { EXPORT_RESOURCES } from "../../services/export/export-resources.ts";
import { importProjects } from "../../services/project/project-import.ts";
import { formNumber } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// The project file answers on the legacy API: the export (the file itself) and the Excel import
// (multipart, `file`). List, get, save, update and delete are derived from the kit's project procedures.

const blank = (value: string | undefined) => (value === "" ? undefined : value);

export const projectRoutes = [
  legacyRoute({
    paths: ["/project/export"],
    access: { permission: OPERATION_KEYS.projectExport },
    input: projectResource.schemas.filters.extend({ format: z.enum(["xlsx", "csv"]).default("xlsx") }),
    fromForm: (fields) => ({
      name: fields.name,
      town: fields.town,
      status: blank(fields.status),
      enterpriseId: formNumber(fields.enterpriseId),
      format: blank(fields.format),
    }),
    handle(ctx, input) {
      // The filters' shape is the definition's (string-keyed), which widens the format's type.
      const { format, ...filters } = input as typeof input & { format: "xlsx" | "csv" };
      const resource = EXPORT_RESOURCES.projects;
      if (!resource) throw new AppError("NOT_FOUND");
      // The file itself answers (the .xlsx is also the import template).
      return Promise.resolve({ download: exportResponse(resource, ctx, filters, format, ctx.meta.locale) });
    },
  }),
  legacyRoute({
    paths: ["/project/import"],
    access: { permission: OPERATION_KEYS.projectImport },
    async handle(ctx) {
      const result = await importProjects(ctx, await importFileBytes(ctx.files.file ?? ctx.files.uploadFile));
      if (result.errors.length) {
        // Nothing was imported: code 201, each bad cell named "row:column" like a form field.
        const fieldErrors: Record<string, string[]> = {};
        for (const error of result.errors) (fieldErrors[`${error.row}:${error.field}`] ??= []).push(error.message);
        throw new AppError("BAD_REQUEST", {
          messageKey: "error.importRows",
          params: { count: result.errors.length },
          fieldErrors,
        });
      }
      return { body: result };
    },
  }),
];
