import { procedureAccess } from "../procedure-access.ts";
import { townStatisticResource } from "@suyuan/contracts/statistics/town-statistic-resource";
import { ZFindStatisticSeriesInput, type TImportResult } from "@suyuan/contracts/statistics/statistics-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { AppError } from "../../lib/app-error.ts";
import { expressTemplate, importExpress } from "../../services/express/express-import.ts";
import { importFileBytes, xlsxResponse } from "../../services/import/sheet.ts";
import type { ServiceContext } from "../../services/service-context.ts";
import { importStatistics } from "../../services/statistics/statistics-import.ts";
import { findStatisticSeries } from "../../services/statistics/statistics-series.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { formToInput } from "../form-input.ts";
import { legacyRoute, type LegacyAuthedContext } from "../legacy-route.ts";

// File answers and multipart imports of the rural-commerce resources, and the statistics view,
// which the origin serves at one path for a row (with `id`) and for the chart (without).

type Importer = (ctx: ServiceContext, file: Uint8Array) => Promise<TImportResult>;

async function legacyImport(ctx: LegacyAuthedContext, run: Importer) {
  const result = await run(ctx, await importFileBytes(ctx.files.file ?? ctx.files.uploadFile));
  if (result.errors.length) {
    // Nothing was imported: code 201, each bad cell named "row:column" like a form field.
    const fieldErrors: Record<string, string[]> = {};
    for (const error of result.errors) (fieldErrors[`${error.row}:${error.field}`] ??= []).push(error.message);
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.importRows",
      params: { count: result.errors.length },
      fieldErrors,
    });
  }
  return { body: result };
}

export const commerceImportRoutes = [
  legacyRoute({
    paths: ["/expressInfo/exportModel", "/express/exportModel"],
    access: { permission: OPERATION_KEYS.expressImport },
    async handle(ctx) {
      return { download: xlsxResponse(await expressTemplate(ctx.locale), "快递导入模板.xlsx") };
    },
  }),
  legacyRoute({
    paths: ["/expressInfo/import", "/express/import"],
    access: { permission: OPERATION_KEYS.expressImport },
    handle: (ctx) => legacyImport(ctx, importExpress),
  }),
  legacyRoute({
    paths: ["/statistics/import"],
    access: { permission: OPERATION_KEYS.statisticsImport },
    handle: (ctx) => legacyImport(ctx, importStatistics),
  }),
  legacyRoute({
    paths: ["/statistics/view"],
    ...procedureAccess("townStatistic.findSeries"),
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
