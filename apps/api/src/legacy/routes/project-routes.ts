import { projectResource } from "@suyuan/contracts/project/project-resource";
import { z } from "zod";
import { FILE_OPERATIONS } from "../../services/file-operations/file-operations.ts";
import { exportResponse } from "../../services/export/export-download.ts";
import { EXPORT_RESOURCES } from "../../services/export/export-resources.ts";
import { accessOf, sheetImportRoute } from "../file-routes.ts";
import { formNumber } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// The project file answers on the legacy API: the export (the file itself) and the Excel import
// (multipart, `file`). List, get, save, update and delete are derived from the kit's project procedures.

const blank = (value: string | undefined) => (value === "" ? undefined : value);
const projectExport = EXPORT_RESOURCES.projects;

export const projectRoutes = [
  legacyRoute({
    paths: ["/project/export"],
    ...accessOf(projectExport.permission),
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
      // The file itself answers (the .xlsx is also the import template).
      return Promise.resolve({ download: exportResponse(projectExport, ctx, filters, format, ctx.meta.locale) });
    },
  }),
  sheetImportRoute(["/project/import"], FILE_OPERATIONS.projectImport),
];
