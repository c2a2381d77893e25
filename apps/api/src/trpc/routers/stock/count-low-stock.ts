import { ZCountLowStockOutput } from "@suyuan/contracts/stock/stock-operations";
import { countLowStock } from "../../../services/stock/stock-moves.ts";
import { permissionProcedure } from "../../init.ts";

/** Low-stock rows of the current site (the work bench's reminder). */
export const countLowStockProcedure = permissionProcedure("/stock/list", "/stock/view")
  .output(ZCountLowStockOutput)
  .query(({ ctx }) => countLowStock(ctx));
