import { townStatisticResource } from "@suyuan/contracts/statistics/town-statistic-resource";
import { ZFindStatisticSeriesInput } from "@suyuan/contracts/statistics/statistics-operations";
import { AppError } from "../../lib/app-error.ts";
import { findStatisticSeries } from "../../services/statistics/statistics-series.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { formToInput } from "../form-input.ts";
import { legacyRoute } from "../legacy-route.ts";
import { procedureAccess } from "../procedure-access.ts";

// /statistics/view, which the origin serves at one path for a row (with `id`) and for the chart
// (without): it answers for townStatistic.get and townStatistic.findSeries, which read the same
// rows by the same keys (the resource's read keys). It replaces the derived townStatistic.get path
// of the same name (all-routes.ts).

export const statisticsRoutes = [
  legacyRoute({
    paths: ["/statistics/view"],
    ...procedureAccess("townStatistic.get"),
    async handle(ctx) {
      if (ctx.fields.id) {
        const parsed = townStatisticResource.schemas.get.safeParse(
          formToInput(townStatisticResource.schemas.get, ctx.fields),
        );
        if (!parsed.success) throw AppError.fromZod(parsed.error);
        return { body: await RESOURCE_SERVICES.townStatistic.get(ctx, parsed.data.id) };
      }
      const parsed = ZFindStatisticSeriesInput.safeParse(formToInput(ZFindStatisticSeriesInput, ctx.fields));
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      return { body: await findStatisticSeries(ctx, parsed.data) };
    },
  }),
];
