import { ZBindTraceCodesInput } from "@suyuan/contracts/code-application/bind-trace-codes";
import { ZCreateCodeApplicationInput } from "@suyuan/contracts/code-application/create-code-application";
import { ZDeleteCodeApplicationsInput } from "@suyuan/contracts/code-application/delete-code-applications";
import { ZDownloadTraceCodesInput } from "@suyuan/contracts/code-application/download-trace-codes";
import { ZExamineCodeApplicationInput } from "@suyuan/contracts/code-application/examine-code-application";
import { ZFindCodeApplicationsInput } from "@suyuan/contracts/code-application/find-code-applications";
import { ZFindTraceCodesInput } from "@suyuan/contracts/code-application/find-trace-codes";
import { ZGetCodeApplicationInput } from "@suyuan/contracts/code-application/get-code-application";
import { ZRetryCodeGenerationInput } from "@suyuan/contracts/code-application/retry-code-generation";
import { ZUpdateCodeApplicationInput } from "@suyuan/contracts/code-application/update-code-application";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import {
  createCodeApplication,
  deleteCodeApplications,
  examineCodeApplication,
  findCodeApplications,
  getCodeApplication,
  retryCodeGeneration,
  updateCodeApplication,
} from "../../services/code-application/applications.ts";
import { bindTraceCodes } from "../../services/code-application/binding.ts";
import { downloadResponse, downloadTraceCodes } from "../../services/code-application/download.ts";
import { findTraceCodes } from "../../services/code-application/trace-codes.ts";
import { formBoolean, formIds, formList, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Trace-code applications on the legacy API: apply/{list,sellerList,get,save,update,delete},
// apply/examine, apply/bindingCode, apply/download (the file itself answers), apply/codes, apply/retry.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);
const idOnly = (fields: Fields) => ({ id: formNumber(fields.id) });

const listing = (fields: Fields) => ({
  ...formPaging(fields),
  sortBy: blank(fields.sortBy),
  sortDir: blank(fields.sortDir),
  enterpriseId: formNumber(fields.enterpriseId),
  goodsId: formNumber(fields.goodsId),
  status: blank(fields.status),
  generationStatus: blank(fields.generationStatus),
  applicantKind: blank(fields.applicantKind),
  from: blank(fields.from),
  to: blank(fields.to),
});

const applicationData = (fields: Fields) => ({
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  goodsId: formNumber(fields.goodsId),
  quantity: formNumber(fields.quantity),
  reason: fields.reason,
});

/** Codes in a form: comma-, space- or line-separated. */
const codeList = (value: string | undefined) => formList((value ?? "").replace(/[\s;]+/g, ","));

export const applyRoutes = [
  legacyRoute({
    paths: ["/apply/list"],
    access: { permission: "/apply/list" },
    input: ZFindCodeApplicationsInput,
    fromForm: listing,
    async handle(ctx, input) {
      const page = await findCodeApplications(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/apply/sellerList"],
    access: { permission: "/apply/sellerList" },
    input: ZFindCodeApplicationsInput,
    fromForm: listing,
    async handle(ctx, input) {
      const page = await findCodeApplications(ctx, { ...input, applicantKind: "seller" });
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/apply/get", "/apply/view"],
    access: { permission: "/apply/view" },
    input: ZGetCodeApplicationInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getCodeApplication(ctx, input.id, ctx.config.publicBaseUrl ?? ctx.baseUrl) };
    },
  }),
  legacyRoute({
    paths: ["/apply/save", "/apply/add"],
    access: { permission: "/apply/add" },
    input: ZCreateCodeApplicationInput,
    fromForm: applicationData,
    async handle(ctx, input) {
      return { body: await createCodeApplication(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/apply/update"],
    access: { permission: "/apply/update" },
    input: ZUpdateCodeApplicationInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: applicationData(fields) }),
    async handle(ctx, input) {
      await updateCodeApplication(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/apply/delete"],
    access: { permission: OPERATION_KEYS.applyDelete },
    input: ZDeleteCodeApplicationsInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteCodeApplications(ctx, input.ids) };
    },
  }),
  legacyRoute({
    paths: ["/apply/examine"],
    access: { permission: "/apply/examine" },
    input: ZExamineCodeApplicationInput,
    fromForm: (fields) => ({
      id: formNumber(fields.id),
      approve: formBoolean(fields.approve),
      opinion: fields.opinion ?? "",
    }),
    async handle(ctx, input) {
      await examineCodeApplication(ctx, input);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/apply/retry"],
    access: { permission: "/apply/examine" },
    input: ZRetryCodeGenerationInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      await retryCodeGeneration(ctx, input.id);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/apply/bindingCode"],
    access: { permission: "/apply/bindingCode" },
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
    paths: ["/apply/codes"],
    access: { permission: "/apply/view" },
    input: ZFindTraceCodesInput,
    fromForm: (fields) => ({ ...formPaging(fields), id: formNumber(fields.id), code: blank(fields.code) }),
    async handle(ctx, input) {
      const page = await findTraceCodes(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/apply/download"],
    access: { permission: OPERATION_KEYS.applyDownload },
    input: ZDownloadTraceCodesInput,
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
