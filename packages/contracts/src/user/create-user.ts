import { z } from "zod";
import { ZStrongPassword } from "../common/account.ts";
import { ZUserFields, ZUsername } from "./user-fields.ts";

export const ZCreateUserInput = ZUserFields.extend({ username: ZUsername, password: ZStrongPassword });
export type TCreateUserInput = z.infer<typeof ZCreateUserInput>;

export const ZCreateUserOutput = z.object({ id: z.number() });
