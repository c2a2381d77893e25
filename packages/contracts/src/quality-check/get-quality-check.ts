import { ZQualityCheckId, ZQualityCheckItem } from "./quality-check-fields.ts";

export const ZGetQualityCheckInput = ZQualityCheckId;
export const ZGetQualityCheckOutput = ZQualityCheckItem;
