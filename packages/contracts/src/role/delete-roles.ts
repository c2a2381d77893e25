import { z } from "zod";
import { ZIds } from "../common/list.ts";

export const ZDeleteRolesInput = z.object({ ids: ZIds });
export const ZDeleteRolesOutput = z.object({ deleted: z.number() });
