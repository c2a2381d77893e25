import { z } from "zod";
import { ZId, zInt } from "../kit/primitives.ts";
import { zRequiredText } from "../common/fields.ts";

const ZGoodsClassNode = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  sort: z.number(),
  childCount: z.number(),
  goodsCount: z.number(),
});
export type TGoodsClassNode = z.infer<typeof ZGoodsClassNode>;

/** The whole class tree as a flat list (parents before children, each level in order). */
export const ZFindGoodsClassesOutput = z.array(ZGoodsClassNode);

export const ZGoodsClassFields = z.object({
  parentId: ZId.nullable(),
  name: zRequiredText(50, "validation.nameRequired"),
  sort: zInt(0, 100_000).default(0),
});
export const ZCreateGoodsClassInput = ZGoodsClassFields;
export const ZCreateGoodsClassOutput = z.object({ id: z.number() });
/** Rename, reorder or move (a new parent). */
export const ZUpdateGoodsClassInput = z.object({ id: ZId, data: ZGoodsClassFields });
export const ZDeleteGoodsClassInput = z.object({ id: ZId });
