import { AppError } from "../lib/app-error.ts";
import type { FileUpload, OperationAccess, SheetImport } from "../services/file-operations/file-operations.ts";
import { importFileBytes, xlsxResponse } from "../services/import/sheet.ts";
import { legacyRoute } from "./legacy-route.ts";

// Legacy doors to the file operations declared in services/file-operations: the route takes the
// operation's access and input from its declaration and only speaks the legacy form and envelope.

/** The access rule of a legacy path serving a declared operation. */
export const accessOf = (access: OperationAccess) => ({ access: { permission: access } });

/** A multipart .xlsx import (the file in `file` or `uploadFile`). */
export function sheetImportRoute(paths: string[], operation: SheetImport) {
  return legacyRoute({
    paths,
    ...accessOf(operation.access),
    async handle(ctx) {
      const result = await operation.run(ctx, await importFileBytes(ctx.files.file ?? ctx.files.uploadFile));
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
  });
}

/** The empty sheet of an import, for those who may import. */
export function sheetTemplateRoute(paths: string[], operation: Required<SheetImport>) {
  return legacyRoute({
    paths,
    ...accessOf(operation.access),
    async handle(ctx) {
      return { download: xlsxResponse(await operation.template.build(ctx.locale), operation.template.fileName) };
    },
  });
}

/** One uploaded file (in `file`, `uploadFile` or `zip`) and the signed fields beside it. */
export function fileUploadRoute<Input, Output>(
  paths: string[],
  operation: FileUpload<Input, Output>,
  answer: (output: Output) => unknown,
) {
  return legacyRoute({
    paths,
    ...accessOf(operation.access),
    input: operation.input,
    async handle(ctx, input) {
      const file = ctx.files.file ?? ctx.files.uploadFile ?? ctx.files.zip;
      return { body: answer(await operation.run(ctx, input, file)) };
    },
  });
}
