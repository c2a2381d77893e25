import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZOption, ZTextFilter } from "../common/list.ts";
import { batchResource } from "./batch-resource.ts";

export const BATCH_CHOICE_KINDS = ["goods", "base", "house", "template", "goodsClass"] as const;

/**
 * Choices for the batch and template forms (goods, bases, greenhouses, usable templates, goods
 * classes), so those forms work with their own permission alone. At most 50, filtered by name;
 * `enterpriseId` narrows to one enterprise (templates: those it may use), `baseId` greenhouses to a base.
 */
export const ZFindBatchChoicesInput = z.object({
  kind: z.enum(BATCH_CHOICE_KINDS),
  name: ZTextFilter,
  enterpriseId: ZId.optional(),
  baseId: ZId.optional(),
});
export type TFindBatchChoicesInput = z.infer<typeof ZFindBatchChoicesInput>;
export const ZFindBatchChoicesOutput = z.array(ZOption);

export const ZGetBatchInput = batchResource.schemas.get;
/** One batch, with how many trace codes are bound to it (shown on the batch view). */
export const ZGetBatchOutput = batchResource.schemas.item.extend({ codeCount: z.number() });
export type TGetBatchOutput = z.infer<typeof ZGetBatchOutput>;
