import { z } from "zod";
import { ZId, zInt, zString } from "../kit/primitives.ts";

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
