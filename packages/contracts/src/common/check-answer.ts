import { z } from "zod";

/** The answer of a `check_*` call: whether the value is free (or valid). */
export const ZCheckAnswer = z.object({ pass: z.boolean() });
export type TCheckAnswer = z.infer<typeof ZCheckAnswer>;

/** The origin answers a check with the text "true" or "false" as its body. */
export const legacyCheckAnswer = (output: unknown) => ({ body: (output as TCheckAnswer).pass ? "true" : "false" });
