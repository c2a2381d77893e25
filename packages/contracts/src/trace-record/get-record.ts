import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZRecordItem } from "./record-fields.ts";

export const ZGetRecordInput = z.object({ id: ZId });
export const ZGetRecordOutput = ZRecordItem;
