import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZDateTime, ZId, zOptionalText, ZStoredDateTime } from "../kit/primitives.ts";

export const STOCK_MOVEMENT_KINDS = ["in", "out", "adjust"] as const;
export const STOCK_MOVEMENT_KIND_LABELS = {
  in: { zh: "入库", en: "In" },
  out: { zh: "出库", en: "Out" },
  adjust: { zh: "盘点调整", en: "Adjustment" },
} as const;

const MAX_MOVE = 99_999_999_999;
const threeDecimals = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

/**
 * A stock move: in and out take a positive quantity, an adjustment a signed non-zero one (the
 * change to apply). At most three decimals, like the column.
 */
export const ZMoveStockInput = z
  .object({
    stockId: ZId,
    kind: z.enum(STOCK_MOVEMENT_KINDS, { error: "validation.choose" }),
    quantity: z
      .number({ error: "validation.number" })
      .min(-MAX_MOVE, "validation.tooSmall")
      .max(MAX_MOVE, "validation.tooBig")
      .refine(threeDecimals, "validation.decimals"),
    reason: zOptionalText(200),
    movedAt: ZDateTime.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === "adjust" ? input.quantity === 0 : input.quantity <= 0)
      ctx.addIssue({ code: "custom", message: "validation.tooSmall", path: ["quantity"] });
  });
export type TMoveStockInput = z.input<typeof ZMoveStockInput>;

export const ZMoveStockOutput = z.object({ movementId: z.number(), balance: z.number() });
export type TMoveStockOutput = z.infer<typeof ZMoveStockOutput>;

export const ZFindStockMovementsInput = ZPaging.extend({ stockId: ZId });
export type TFindStockMovementsInput = z.input<typeof ZFindStockMovementsInput>;

const ZStockMovementItem = z.object({
  id: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed change. */
  quantity: z.number(),
  /** The quantity after the move. */
  balance: z.number(),
  reason: z.string().nullable(),
  movedAt: ZStoredDateTime,
  operatorName: z.string(),
});
export const ZFindStockMovementsOutput = zListOutput(ZStockMovementItem);
export type TStockMovementItem = z.infer<typeof ZStockMovementItem>;

export const ZCountLowStockOutput = z.object({ count: z.number() });
