import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZQualityCheckFields } from "./quality-check-fields.ts";

export const ZUpdateQualityCheckInput = z.object({ id: ZId, data: ZQualityCheckFields });
