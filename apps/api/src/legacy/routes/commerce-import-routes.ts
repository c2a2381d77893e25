import { FILE_OPERATIONS } from "../../services/file-operations/file-operations.ts";
import { sheetImportRoute, sheetTemplateRoute } from "../file-routes.ts";

// The multipart imports of the rural-commerce resources and the express import's template sheet.

export const commerceImportRoutes = [
  sheetTemplateRoute(["/expressInfo/exportModel", "/express/exportModel"], FILE_OPERATIONS.expressImport),
  sheetImportRoute(["/expressInfo/import", "/express/import"], FILE_OPERATIONS.expressImport),
  sheetImportRoute(["/statistics/import"], FILE_OPERATIONS.statisticsImport),
];
