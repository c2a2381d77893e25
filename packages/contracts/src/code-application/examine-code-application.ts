import type { z } from "zod";
import { ZExamineInput } from "../common/fields.ts";

/** Approve (codes are then generated in the background) or reject with an opinion; only pending ones. */
export const ZExamineCodeApplicationInput = ZExamineInput;
export type TExamineCodeApplicationInput = z.infer<typeof ZExamineCodeApplicationInput>;
