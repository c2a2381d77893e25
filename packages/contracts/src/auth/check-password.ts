import { z } from "zod";

export const ZCheckPasswordInput = z.object({
  origPwd: z
    .string({ error: "validation.origPasswordRequired" })
    .min(1, "validation.origPasswordRequired")
    .max(128, "validation.tooLong"),
});
export type TCheckPasswordInput = z.infer<typeof ZCheckPasswordInput>;

export const ZCheckPasswordOutput = z.object({ pass: z.boolean() });
export type TCheckPasswordOutput = z.infer<typeof ZCheckPasswordOutput>;
