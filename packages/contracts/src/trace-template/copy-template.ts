import { z } from "zod";
import { ZId } from "../kit/primitives.ts";

/** A deep copy (stages and items) named "<name>（副本）"; a member's copy belongs to their enterprise. */
export const ZCopyTemplateInput = z.object({ id: ZId });
export const ZCopyTemplateOutput = z.object({ id: z.number() });
export const COPY_SUFFIX = "（副本）";
