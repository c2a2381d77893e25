import { z } from "zod";
import { ZIds } from "../common/list.ts";

export const ZDeleteRecordsInput = z.object({ ids: ZIds });
export const ZDeleteRecordsOutput = z.object({ deleted: z.number() });
