import { ZRecallId, ZRecallItem } from "./recall-fields.ts";

export const ZGetRecallInput = ZRecallId;
export const ZGetRecallOutput = ZRecallItem;
