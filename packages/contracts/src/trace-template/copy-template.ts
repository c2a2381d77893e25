import { z } from "zod";

/** A deep copy (stages and items) named "<name>（副本）"; a member's copy belongs to their enterprise. */
export const ZCopyTemplateInput = z.object({ id: z.number().int().positive() });
export const ZCopyTemplateOutput = z.object({ id: z.number() });
export const COPY_SUFFIX = "（副本）";
