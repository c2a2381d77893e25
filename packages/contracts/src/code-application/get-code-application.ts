import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZCodeApplicationItem } from "./code-application-fields.ts";

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
