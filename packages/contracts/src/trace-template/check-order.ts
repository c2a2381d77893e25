import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZSort } from "./template-fields.ts";

/**
 * Whether an order number is free (spec section 5, "trace order" check endpoints): a stage's
 * within its template, an item's within its stage. `excludeId` is the stage or item being edited.
 */
export const ZCheckOrderInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("stage"),
    templateId: ZId,
    sort: ZSort,
    excludeId: ZId.optional(),
  }),
  z.object({
    kind: z.literal("item"),
    stageId: ZId,
    sort: ZSort,
    excludeId: ZId.optional(),
  }),
]);
export type TCheckOrderInput = z.infer<typeof ZCheckOrderInput>;
export const ZCheckOrderOutput = z.object({ free: z.boolean() });
