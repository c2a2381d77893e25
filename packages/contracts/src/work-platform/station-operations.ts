import { z } from "zod";
import { ZIdList, ZTextFilter } from "../kit/primitives.ts";

/** Users who may be picked as a station's operators: searched by username or real name, or named by id. */
export const ZFindStationOperatorOptionsInput = z
  .object({ name: ZTextFilter, ids: ZIdList.optional() })
  .default({ name: undefined });
export type TFindStationOperatorOptionsInput = z.infer<typeof ZFindStationOperatorOptionsInput>;

export const ZFindStationOperatorOptionsOutput = z.array(z.object({ id: z.number(), name: z.string() }));
