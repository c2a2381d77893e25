import { ZFindSaleMonthlyInput, ZSaleMonthly } from "@suyuan/contracts/sale/sale-operations";
import { findSaleMonthly } from "../../../services/sale/sale-monthly.ts";
import { permissionProcedure } from "../../init.ts";

/** Amount and quantity per month (the chart of the sales list); legacy /sell/monthly. */
export const findSaleMonthlyProcedure = permissionProcedure("/sell/list")
  .meta({ legacy: { paths: ["/sell/monthly"], answer: (output) => ({ body: output }) } })
  .input(ZFindSaleMonthlyInput)
  .output(ZSaleMonthly)
  .query(({ ctx, input }) => findSaleMonthly(ctx, input));
