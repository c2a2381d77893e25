import { ZFindStockMovementsInput, ZFindStockMovementsOutput } from "@suyuan/contracts/stock/stock-operations";
import { findStockMovements } from "../../../services/stock/stock-moves.ts";
import { permissionProcedure } from "../../init.ts";

/** The movements of one stock row, newest first; legacy /stockInfo/movements. */
export const findStockMovementsProcedure = permissionProcedure("/stock/list", "/stock/view", "/stock/move")
  .meta({ legacy: { paths: ["/stockInfo/movements"] } })
  .input(ZFindStockMovementsInput)
  .output(ZFindStockMovementsOutput)
  .query(({ ctx, input }) => findStockMovements(ctx, input));
