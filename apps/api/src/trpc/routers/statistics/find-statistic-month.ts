import { townStatisticResource } from "@suyuan/contracts/statistics/town-statistic-resource";
import { ZFindStatisticMonthInput, ZStatisticMonth } from "@suyuan/contracts/statistics/statistics-operations";
import { findStatisticMonth } from "../../../services/statistics/statistics-series.ts";
import { permissionProcedure } from "../../init.ts";
import { readKeys } from "../../../kit/resource-keys.ts";

/** Every town of the site with its figures of one month (the month table). */
export const findStatisticMonthProcedure = permissionProcedure(...readKeys(townStatisticResource))
  .meta({ legacy: { paths: ["/statistics/month"], answer: (output) => ({ body: output }) } })
  .input(ZFindStatisticMonthInput)
  .output(ZStatisticMonth)
  .query(({ ctx, input }) => findStatisticMonth(ctx, input));
