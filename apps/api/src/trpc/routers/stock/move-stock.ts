import { ZMoveStockInput, ZMoveStockOutput } from "@suyuan/contracts/stock/stock-operations";
import { moveStock } from "../../../services/stock/stock-moves.ts";
import { permissionProcedure } from "../../init.ts";

/** Stock in, out or adjustment: never below zero; legacy /stockInfo/move. */
export const moveStockProcedure = permissionProcedure("/stock/move")
  .meta({ legacy: { paths: ["/stockInfo/move"] } })
  .input(ZMoveStockInput)
  .output(ZMoveStockOutput)
  .mutation(({ ctx, input }) => moveStock(ctx, input));
