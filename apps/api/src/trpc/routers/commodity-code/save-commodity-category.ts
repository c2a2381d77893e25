import {
  ZSaveCommodityCategoryInput,
  ZSaveCommodityCategoryOutput,
} from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { saveCommodityCategory } from "../../../services/commodity-code/commodity-categories.ts";
import { permissionProcedure } from "../../init.ts";

/** Adds (no id) or changes a category of the tree; legacy /commodityCategory/save and /update. */
export const saveCommodityCategoryProcedure = permissionProcedure("/commodityCategory/save")
  .meta({ legacy: { paths: ["/commodityCategory/save", "/commodityCategory/update"] } })
  .input(ZSaveCommodityCategoryInput)
  .output(ZSaveCommodityCategoryOutput)
  .mutation(({ ctx, input }) => saveCommodityCategory(ctx, input));
