import { z } from "zod";
import { ZId, zInt, zString, ZStoredDateTime } from "../kit/primitives.ts";
import {
  ZCodeApplicationFields,
  APPLICANT_KINDS,
  APPLICATION_STATUSES,
  GENERATION_STATUSES,
  ZCodeApplicationItem,
} from "./code-application-fields.ts";
import {
  ZIds,
  ZOption,
  ZTextFilter,
  withDateRangeRule,
  ZDateRange,
  ZPaging,
  zListOutput,
  zSort,
} from "../common/list.ts";
import { ZExamineInput } from "../common/fields.ts";

export const BIND_MODES = ["all", "range", "list"] as const;
/** Codes one list may name (a pasted or scanned list; larger sets bind by range). */
const MAX_BIND_LIST = 10_000;

/**
 * Binds codes of a generated application to a batch of the same enterprise and goods: all of
 * them, the serial range from..to, or a list of codes (each verified by its check symbol). Codes
 * already bound to a batch are refused unless `rebind` says to move them.
 */
export const ZBindTraceCodesInput = z
  .object({
    id: ZId,
    batchId: ZId,
    mode: z.enum(BIND_MODES, { error: "validation.required" }),
    fromSerial: zInt(1).optional(),
    toSerial: zInt(1).optional(),
    codes: z.array(zString().max(300, "validation.tooLong")).max(MAX_BIND_LIST, "validation.tooMany").optional(),
    rebind: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.mode === "range") {
      if (input.fromSerial === undefined)
        ctx.addIssue({ code: "custom", path: ["fromSerial"], message: "validation.required" });
      if (input.toSerial === undefined)
        ctx.addIssue({ code: "custom", path: ["toSerial"], message: "validation.required" });
      if (input.fromSerial !== undefined && input.toSerial !== undefined && input.fromSerial > input.toSerial)
        ctx.addIssue({ code: "custom", path: ["toSerial"], message: "validation.serialRange" });
    }
    if (input.mode === "list" && !(input.codes ?? []).some((code) => code.trim() !== ""))
      ctx.addIssue({ code: "custom", path: ["codes"], message: "validation.traceCodesRequired" });
  });
export type TBindTraceCodesInput = z.infer<typeof ZBindTraceCodesInput>;
export const ZBindTraceCodesOutput = z.object({ bound: z.number() });

export const ZCreateCodeApplicationInput = ZCodeApplicationFields;
export const ZCreateCodeApplicationOutput = z.object({ id: z.number() });

/** Only pending applications can be deleted (examined ones are history; approved ones own codes). */
export const ZDeleteCodeApplicationsInput = z.object({ ids: ZIds });
export const ZDeleteCodeApplicationsOutput = z.object({ deleted: z.number() });

const CODE_DOWNLOAD_FORMATS = ["csv", "txt", "pdf"] as const;
export type TCodeDownloadFormat = (typeof CODE_DOWNLOAD_FORMATS)[number];
/** Labels per PDF file (1,000 A4 pages of 3 × 8): print larger runs as several ranges. */
export const MAX_PDF_LABELS = 24_000;
/** Labels on one A4 page: columns × rows. */
export const PDF_LABEL_COLUMNS = 3;
export const PDF_LABEL_ROWS = 8;

/**
 * The codes of a generated application as a file: CSV (serial, code, URL), TXT (one URL a line)
 * or a PDF sheet of QR labels; all codes, or the serial range from..to.
 */
export const ZDownloadTraceCodesInput = z
  .object({
    id: ZId,
    format: z.enum(CODE_DOWNLOAD_FORMATS, { error: "validation.invalid" }).default("csv"),
    fromSerial: zInt(1).optional(),
    toSerial: zInt(1).optional(),
  })
  .refine((input) => !input.fromSerial || !input.toSerial || input.fromSerial <= input.toSerial, {
    message: "validation.serialRange",
    path: ["toSerial"],
  });
export type TDownloadTraceCodesInput = z.infer<typeof ZDownloadTraceCodesInput>;

/** Approve (codes are then generated in the background) or reject with an opinion; only pending ones. */
export const ZExamineCodeApplicationInput = ZExamineInput;

const APPLY_CHOICE_KINDS = ["enterprise", "goods"] as const;

/**
 * Choices for the application form and list filters, so those pages work with their own keys:
 * approved enterprises (in the caller's scope), or the approved goods of one enterprise. At most
 * 50, filtered by name.
 */
export const ZFindApplyChoicesInput = z.object({
  kind: z.enum(APPLY_CHOICE_KINDS),
  name: ZTextFilter,
  enterpriseId: ZId.optional(),
});
export type TFindApplyChoicesInput = z.infer<typeof ZFindApplyChoicesInput>;
export const ZFindApplyChoicesOutput = z.array(ZOption);

export const CODE_APPLICATION_SORT_KEYS = ["createdAt", "quantity"] as const;

const ZCodeApplicationFilters = z.object({
  enterpriseId: ZId.optional(),
  goodsId: ZId.optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  generationStatus: z.enum(GENERATION_STATUSES).optional(),
  applicantKind: z.enum(APPLICANT_KINDS).optional(),
  /** Applied on or after / on or before (yyyy-MM-dd). */
  ...ZDateRange.shape,
});
export type TCodeApplicationFilters = z.infer<typeof ZCodeApplicationFilters>;

export const ZFindCodeApplicationsInput = withDateRangeRule(
  ZPaging.extend(zSort(CODE_APPLICATION_SORT_KEYS).shape).extend(ZCodeApplicationFilters.shape),
);
export type TFindCodeApplicationsInput = z.infer<typeof ZFindCodeApplicationsInput>;
export const ZFindCodeApplicationsOutput = zListOutput(ZCodeApplicationItem);

/** The export's filters: a list's filters and order, without paging. */
export const ZCodeApplicationExportFilters = withDateRangeRule(
  zSort(CODE_APPLICATION_SORT_KEYS).extend(ZCodeApplicationFilters.shape),
);

/**
 * A page of an application's codes in serial order (serials are 1..quantity, so a page is a
 * serial range, however deep). `code` looks one code up instead.
 */
export const ZFindTraceCodesInput = ZPaging.extend({
  id: ZId,
  code: zString().trim().max(300, "validation.tooLong").optional(),
});
export type TFindTraceCodesInput = z.infer<typeof ZFindTraceCodesInput>;

const ZTraceCodeItem = z.object({
  serial: z.number(),
  code: z.string(),
  batch: z.object({ id: z.number(), batchNo: z.string() }).nullable(),
  boundAt: ZStoredDateTime.nullable(),
  scanCount: z.number(),
  lastScanAt: ZStoredDateTime.nullable(),
});
export type TTraceCodeItem = z.infer<typeof ZTraceCodeItem>;
export const ZFindTraceCodesOutput = zListOutput(ZTraceCodeItem);

export const ZGetCodeApplicationInput = z.object({ id: ZId });

/** An application with what its view page shows beside the list's columns. */
export const ZCodeApplicationDetail = ZCodeApplicationItem.extend({
  examiner: z.object({ id: z.number(), username: z.string() }).nullable(),
  /** Codes bound to a batch, by batch (only once generation is done). */
  bindings: z.array(
    z.object({
      batch: z.object({ id: z.number(), batchNo: z.string() }),
      count: z.number(),
      fromSerial: z.number(),
      toSerial: z.number(),
    }),
  ),
  boundCount: z.number(),
  /** The origin public URLs start with when PUBLIC_BASE_URL is set; otherwise the page's own origin. */
  publicBaseUrl: z.string().nullable(),
});
export type TCodeApplicationDetail = z.infer<typeof ZCodeApplicationDetail>;

/** Queues a failed generation again (an administrator's action). */
export const ZRetryCodeGenerationInput = z.object({ id: ZId });

/** Only pending applications can be edited. */
export const ZUpdateCodeApplicationInput = z.object({ id: ZId, data: ZCodeApplicationFields });
