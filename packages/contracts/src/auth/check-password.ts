import { z } from "zod";
import { ZOrigPassword } from "../common/account.ts";

export const ZCheckPasswordInput = z.object({ origPwd: ZOrigPassword });
export type TCheckPasswordInput = z.infer<typeof ZCheckPasswordInput>;

export const ZCheckPasswordOutput = z.object({ pass: z.boolean() });
export type TCheckPasswordOutput = z.infer<typeof ZCheckPasswordOutput>;
