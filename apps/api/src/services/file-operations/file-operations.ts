import { ZDownloadTraceCodesInput } from "@suyuan/contracts/code-application/code-application-operations";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TImportResult } from "@suyuan/contracts/statistics/statistics-operations";
import { ZSolutionImportFields, ZTemplateUploadFields } from "@suyuan/contracts/template/template-uploads";
import { z, type ZodType } from "zod";
import { ZOrigNameInput } from "@suyuan/contracts/database-backup/database-backup-operations";
import { currentSite } from "../access/site-scope.ts";
import { expressTemplate, importExpress } from "../express/express-import.ts";
import { importProjects } from "../project/project-import.ts";
import type { ServiceContext } from "../service-context.ts";
import { importStatistics, statisticsTemplate } from "../statistics/statistics-import.ts";
import { exportSolution, importSolution } from "../template/solution-import.ts";
import { solutionOf } from "../template/solution-store.ts";
import { uploadSolutionFile } from "../template/solution-uploads.ts";

// The file-shaped operations (imports and their template sheets, template uploads, the solution
// zip, the trace-code download), each declared ONCE: who may run it, the fields it takes and what
// it does. The plain HTTP handlers (http/) and the legacy routes (legacy/routes/) are two doors to
// the same operation and both read its entry here, so their keys and input cannot drift apart.
// Exports are declared the same way, per resource, in services/export/export-download.ts.

/** Holders of any one of these keys may run the operation. */
export type OperationAccess = readonly [PermissionKey, ...PermissionKey[]];

/** An .xlsx import: every row or none; with its empty sheet to fill in, when it offers one. */
export type SheetImport = {
  access: OperationAccess;
  run(ctx: ServiceContext, file: Uint8Array): Promise<TImportResult>;
  template?: { fileName: string; build(locale: Locale): Promise<Uint8Array> };
};

/** An operation on one uploaded file and the form fields beside it. */
export type FileUpload<Input, Output> = {
  access: OperationAccess;
  input: ZodType<Input>;
  run(ctx: ServiceContext, input: Input, file: File | undefined): Promise<Output>;
};

/** A file answered for validated parameters (the transport streams it). */
export type FileDownload<Input> = { access: OperationAccess; input: ZodType<Input> };

const upload = <Input, Output>(operation: FileUpload<Input, Output>) => operation;

export const FILE_OPERATIONS = {
  projectImport: { access: [OPERATION_KEYS.projectImport], run: importProjects } satisfies SheetImport,
  statisticsImport: {
    access: [OPERATION_KEYS.statisticsImport],
    run: importStatistics,
    template: { fileName: "统计数据导入模板.xlsx", build: statisticsTemplate },
  } satisfies SheetImport,
  expressImport: {
    access: [OPERATION_KEYS.expressImport],
    run: importExpress,
    template: { fileName: "快递导入模板.xlsx", build: expressTemplate },
  } satisfies SheetImport,
  templateUpload: upload({
    access: [OPERATION_KEYS.templateSave],
    input: ZTemplateUploadFields,
    run: (ctx, input, file) => uploadSolutionFile(ctx, currentSite(ctx), "template", input, file),
  }),
  resourceUpload: upload({
    access: [OPERATION_KEYS.resourceSave],
    input: ZTemplateUploadFields,
    run: (ctx, input, file) => uploadSolutionFile(ctx, currentSite(ctx), "resource", input, file),
  }),
  solutionImport: upload({
    access: [OPERATION_KEYS.templateImport],
    input: ZSolutionImportFields,
    run: (ctx, input, file) => importSolution(ctx, currentSite(ctx), input.solution, file),
  }),
  /** The solution as a zip, for the readers of the templates. */
  solutionExport: {
    access: ["/template/list"],
    input: ZTemplateUploadFields.pick({ solution: true }),
    async run(ctx: ServiceContext, input: { solution?: string | undefined }) {
      const siteId = currentSite(ctx);
      const solution = await solutionOf(siteId, input.solution);
      return { solution, zip: await exportSolution(siteId, solution) };
    },
  },
  /** A database backup file, downloaded (the page) or several in a ZIP (the origin's export). */
  backupDownload: { access: [OPERATION_KEYS.backupExport], input: ZOrigNameInput } satisfies FileDownload<unknown>,
  /** A backup file made elsewhere, added to the list to be restored. */
  backupImport: { access: [OPERATION_KEYS.backupRestore], input: z.object({}) } satisfies FileDownload<unknown>,
  traceCodeDownload: {
    access: [OPERATION_KEYS.applyDownload],
    input: ZDownloadTraceCodesInput,
  } satisfies FileDownload<unknown>,
} as const;
