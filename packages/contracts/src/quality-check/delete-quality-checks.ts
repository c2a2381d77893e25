import { z } from "zod";
import { ZIds } from "../common/list.ts";

/** A check that started a recall is part of that recall's history and is not deleted. */
export const ZDeleteQualityChecksInput = z.object({ ids: ZIds });
export const ZDeleteQualityChecksOutput = z.object({ deleted: z.number() });
