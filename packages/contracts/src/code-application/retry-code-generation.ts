import { z } from "zod";

/** Queues a failed generation again (an administrator's action). */
export const ZRetryCodeGenerationInput = z.object({ id: z.number().int().positive() });
export type TRetryCodeGenerationInput = z.infer<typeof ZRetryCodeGenerationInput>;
