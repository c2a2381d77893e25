import { z } from "zod";
import { ZLoginPassword, ZLoginUsername } from "../common/account.ts";

export const ZLoginInput = z.object({ username: ZLoginUsername, password: ZLoginPassword });
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZSessionUser = z.object({ id: z.number(), username: z.string(), realName: z.string().nullable() });

export const ZLoginOutput = z.object({ user: ZSessionUser });
