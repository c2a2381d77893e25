import { z } from "zod";
import { ZIds } from "../common/list.ts";

export const ZDeleteUsersInput = z.object({ ids: ZIds });
export type TDeleteUsersInput = z.infer<typeof ZDeleteUsersInput>;

export const ZDeleteUsersOutput = z.object({ deleted: z.number() });
