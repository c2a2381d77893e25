import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { TImportResult } from "@suyuan/contracts/statistics/statistics-operations";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { expressTemplate, importExpress } from "../services/express/express-import.ts";
import { importFileBytes, xlsxResponse } from "../services/import/sheet.ts";
import type { ServiceContext } from "../services/service-context.ts";
import { importStatistics, statisticsTemplate } from "../services/statistics/statistics-import.ts";
import type { AppEnv } from "./app-env.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

type Importer = (ctx: ServiceContext, file: Uint8Array) => Promise<TImportResult>;

/**
 * POST /import/<name> (multipart, the .xlsx in `file`): every row or none. Answers
 * `{ imported, errors }`; with errors (422) nothing was imported and each bad row is named.
 */
function importHandler(config: AppConfig, key: string, run: Importer, what: string) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, [key]);
      const form = await c.req.formData().catch(() => null);
      const result = await run(ctx, await importFileBytes(form?.get("file")));
      return c.json(result, result.errors.length ? 422 : 200);
    } catch (error) {
      return httpErrorAnswer(c, error, `${what} import failed`);
    }
  };
}

export const importStatisticsHandler = (config: AppConfig) =>
  importHandler(config, OPERATION_KEYS.statisticsImport, importStatistics, "statistics");

export const importExpressHandler = (config: AppConfig) =>
  importHandler(config, OPERATION_KEYS.expressImport, importExpress, "express");

/** GET /import/<name>/template: the empty sheet to fill in, for those who may import. */
function templateHandler(
  config: AppConfig,
  key: string,
  build: (locale: Locale) => Promise<Uint8Array>,
  fileName: string,
  what: string,
) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, [key]);
      return xlsxResponse(await build(ctx.meta.locale), fileName);
    } catch (error) {
      return httpErrorAnswer(c, error, `${what} template failed`);
    }
  };
}

export const expressTemplateHandler = (config: AppConfig) =>
  templateHandler(config, OPERATION_KEYS.expressImport, expressTemplate, "快递导入模板.xlsx", "express");

export const statisticsTemplateHandler = (config: AppConfig) =>
  templateHandler(config, OPERATION_KEYS.statisticsImport, statisticsTemplate, "统计数据导入模板.xlsx", "statistics");
