import { z } from "zod";
import { ZRoleFields } from "./role-fields.ts";

export const ZCreateRoleInput = ZRoleFields;
export type TCreateRoleInput = z.infer<typeof ZCreateRoleInput>;

export const ZCreateRoleOutput = z.object({ id: z.number() });

/** New roles start with the project list checked (spec section 6). */
export const DEFAULT_NEW_ROLE_PERMS = ["/project/list"];
