import { z } from "zod";
import { ZIds } from "../common/list.ts";

/** Only pending applications can be deleted (examined ones are history; approved ones own codes). */
export const ZDeleteCodeApplicationsInput = z.object({ ids: ZIds });
export const ZDeleteCodeApplicationsOutput = z.object({ deleted: z.number() });
