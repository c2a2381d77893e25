import { z } from "zod";
import { ZRoleItem } from "./role-fields.ts";

export const ZGetRoleInput = z.object({ id: z.number().int().positive() });
export const ZGetRoleOutput = ZRoleItem;
