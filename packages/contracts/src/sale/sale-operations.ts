import { z } from "zod";
import { ZMonthRange } from "../statistics/statistics-operations.ts";

export const ZFindSaleMonthlyInput = ZMonthRange;
export type TFindSaleMonthlyInput = z.infer<typeof ZFindSaleMonthlyInput>;

/** Amount and quantity per month of the range (zero for months without sales). */
export const ZSaleMonthly = z.array(z.object({ month: z.string(), amount: z.number(), quantity: z.number() }));
export type TSaleMonthly = z.infer<typeof ZSaleMonthly>;
