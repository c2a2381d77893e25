import { z } from "zod";
import { ZRoleFields } from "./role-fields.ts";

export const ZUpdateRoleInput = z.object({ id: z.number().int().positive(), data: ZRoleFields });
export type TUpdateRoleInput = z.infer<typeof ZUpdateRoleInput>;
