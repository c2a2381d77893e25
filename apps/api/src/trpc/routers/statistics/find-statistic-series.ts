import { townStatisticResource } from "@suyuan/contracts/statistics/town-statistic-resource";
import { ZFindStatisticSeriesInput, ZStatisticSeries } from "@suyuan/contracts/statistics/statistics-operations";
import { findStatisticSeries } from "../../../services/statistics/statistics-series.ts";
import { permissionProcedure } from "../../init.ts";
import { readKeys } from "../../../kit/resource-keys.ts";

/** Per-month totals of every figure, for one town or the whole site; legacy /statistics/series. */
export const findStatisticSeriesProcedure = permissionProcedure(...readKeys(townStatisticResource))
  .meta({ legacy: { paths: ["/statistics/series"], answer: (output) => ({ body: output }) } })
  .input(ZFindStatisticSeriesInput)
  .output(ZStatisticSeries)
  .query(({ ctx, input }) => findStatisticSeries(ctx, input));
