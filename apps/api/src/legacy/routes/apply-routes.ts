import { procedureAccess } from "../procedure-access.ts";
import {
  ZBindTraceCodesInput,
  ZGetCodeApplicationInput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { getCodeApplication } from "../../services/code-application/applications.ts";
import { bindTraceCodes } from "../../services/code-application/binding.ts";
import { downloadResponse, downloadTraceCodes } from "../../services/code-application/download.ts";
import { FILE_OPERATIONS } from "../../services/file-operations/file-operations.ts";
import { accessOf } from "../file-routes.ts";
import { formBoolean, formList, formNumber } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Trace-code applications on the legacy API: the paths that differ from their procedures.
// apply/{list,sellerList,save|add,update,delete,examine,retry,codes} are derived from the
// codeApplication procedures. Kept here: apply/get|view (public URLs start with the legacy API's
// own origin when PUBLIC_BASE_URL is unset, which the procedure leaves to the web page),
// apply/bindingCode (the mode follows from the fields sent; codes may be separated by spaces,
// semicolons or lines) and apply/download (the file itself answers).

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);
const idOnly = (fields: Fields) => ({ id: formNumber(fields.id) });

/** Codes in a form: comma-, space- or line-separated. */
const codeList = (value: string | undefined) => formList((value ?? "").replace(/[\s;]+/g, ","));

export const applyRoutes = [
  legacyRoute({
    paths: ["/apply/get", "/apply/view"],
    ...procedureAccess("codeApplication.get"),
    input: ZGetCodeApplicationInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getCodeApplication(ctx, input.id, ctx.config.publicBaseUrl ?? ctx.baseUrl) };
    },
  }),
  legacyRoute({
    paths: ["/apply/bindingCode"],
    ...procedureAccess("codeApplication.bindCodes"),
    input: ZBindTraceCodesInput,
    fromForm: (fields) => ({
      id: formNumber(fields.id),
      batchId: formNumber(fields.batchId),
      mode: blank(fields.mode) ?? (fields.codes ? "list" : fields.fromSerial || fields.toSerial ? "range" : "all"),
      fromSerial: formNumber(fields.fromSerial),
      toSerial: formNumber(fields.toSerial),
      codes: fields.codes === undefined ? undefined : codeList(fields.codes),
      rebind: formBoolean(fields.rebind) ?? false,
    }),
    async handle(ctx, input) {
      return { body: await bindTraceCodes(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/apply/download"],
    ...accessOf(FILE_OPERATIONS.traceCodeDownload.access),
    input: FILE_OPERATIONS.traceCodeDownload.input,
    fromForm: (fields) => ({
      id: formNumber(fields.id),
      format: blank(fields.format),
      fromSerial: formNumber(fields.fromSerial),
      toSerial: formNumber(fields.toSerial),
    }),
    async handle(ctx, input) {
      const download = await downloadTraceCodes(ctx, input, ctx.config.publicBaseUrl ?? ctx.baseUrl);
      // The file itself answers, streamed, instead of the envelope.
      return { download: downloadResponse(download) };
    },
  }),
];
