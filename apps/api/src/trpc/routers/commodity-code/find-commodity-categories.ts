import { ZFindCommodityCategoriesOutput } from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { commodityCodeResource } from "@suyuan/contracts/commodity-code/commodity-code-resource";
import { findCommodityCategories } from "../../../services/commodity-code/commodity-categories.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = commodityCodeResource;

/** The site's whole category tree, unpaged; legacy /commodityCategory/list. */
export const findCommodityCategoriesProcedure = permissionProcedure(keys.list, keys.create, keys.update)
  .meta({ legacy: { paths: ["/commodityCategory/list"] } })
  .output(ZFindCommodityCategoriesOutput)
  .query(({ ctx }) => findCommodityCategories(ctx));
