import { z } from "zod";
import { ZId, zInt } from "../kit/primitives.ts";

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
