import { z } from "zod";
import { zInt, zString } from "../kit/primitives.ts";

// `dimensioncode/create`: a QR code image of an address of one of the caller's sites.

const DIMENSION_CODE_URL_MAX = 1000;
const DEFAULT_DIMENSION_CODE_SIZE = 300;

export const ZCreateDimensionCodeInput = z.object({
  /** An absolute http(s) address, or a path starting with "/" (read as the current site's). */
  url: zString("validation.qrUrlRequired")
    .trim()
    .min(1, "validation.qrUrlRequired")
    .max(DIMENSION_CODE_URL_MAX, "validation.tooLong"),
  /** Width and height of the image in pixels. */
  size: zInt(100, 1000).default(DEFAULT_DIMENSION_CODE_SIZE),
});
export type TCreateDimensionCodeInput = z.input<typeof ZCreateDimensionCodeInput>;

/** The PNG image as a data URL (`data:image/png;base64,…`), ready for an <img>. */
export const ZCreateDimensionCodeOutput = z.object({ dataUrl: z.string() });
