import { z } from "zod";
import { ZId } from "../kit/primitives.ts";

/** Queues a failed generation again (an administrator's action). */
export const ZRetryCodeGenerationInput = z.object({ id: ZId });
