import { ZDeleteCommodityCategoryInput, ZOkOutput } from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { deleteCommodityCategory } from "../../../services/commodity-code/commodity-categories.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes a category without subcategories or codes; legacy /commodityCategory/delete. */
export const deleteCommodityCategoryProcedure = permissionProcedure("/commodityCategory/delete")
  .meta({ legacy: { paths: ["/commodityCategory/delete"] } })
  .input(ZDeleteCommodityCategoryInput)
  .output(ZOkOutput)
  .mutation(({ ctx, input }) => deleteCommodityCategory(ctx, input.id));
