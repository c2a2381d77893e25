import { ZExamineInput } from "../common/fields.ts";

/** Approve (codes are then generated in the background) or reject with an opinion; only pending ones. */
export const ZExamineCodeApplicationInput = ZExamineInput;
