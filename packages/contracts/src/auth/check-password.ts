import { z } from "zod";
import { ZOrigPassword } from "../common/account.ts";

export const ZCheckPasswordInput = z.object({ origPwd: ZOrigPassword });

export const ZCheckPasswordOutput = z.object({ pass: z.boolean() });
