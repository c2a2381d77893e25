import type { Locale } from "@suyuan/contracts/i18n/locale";
import { clientAgentLabel } from "@suyuan/contracts/log/client-agent";
import { regionPath } from "@suyuan/contracts/region/regions";
import { ZScanFilters, type TScanFilters } from "@suyuan/contracts/scan/scan-filters";
import type { TScanItem } from "@suyuan/contracts/scan/scan-operations";
import type { Cell } from "../export/export-formats.ts";
import type { ExportResource } from "../export/export-resources.ts";
import { iterateScans } from "./scan-records.ts";

// GET /export/scan-records: the scan list's rows for its filters (registered in EXPORT_RESOURCES).
// Anyone who may open the list may export it: it is the page's only action.

type Text = { zh: string; en: string };
const COLUMNS: { header: Text; value: (row: TScanItem, locale: Locale) => Cell }[] = [
  { header: { zh: "扫码时间", en: "Scanned at" }, value: (row) => row.scannedAt },
  { header: { zh: "溯源码", en: "Code" }, value: (row) => row.code },
  { header: { zh: "企业", en: "Enterprise" }, value: (row) => row.enterprise?.name ?? "" },
  { header: { zh: "商品", en: "Goods" }, value: (row) => row.goods?.name ?? "" },
  { header: { zh: "批次", en: "Batch" }, value: (row) => row.batch?.batchNo ?? "" },
  { header: { zh: "IP", en: "IP" }, value: (row) => row.ip },
  { header: { zh: "省份（近似）", en: "Province (approx.)" }, value: (row) => regionPath(row.provinceCode)[0] ?? "" },
  { header: { zh: "城市（近似）", en: "City (approx.)" }, value: (row) => regionPath(row.cityCode)[1] ?? "" },
  { header: { zh: "纬度", en: "Latitude" }, value: (row) => row.latitude },
  { header: { zh: "经度", en: "Longitude" }, value: (row) => row.longitude },
  {
    header: { zh: "客户端", en: "Client" },
    value: (row, locale) => (row.agent ? clientAgentLabel(row.agent, locale) : ""),
  },
  { header: { zh: "浏览器标识", en: "User agent" }, value: (row) => row.userAgent },
];

export const scanRecordsExport: ExportResource = {
  permission: ["/scanCode/list"],
  title: { zh: "扫码记录", en: "Scan records" },
  filters: ZScanFilters,
  headers: (locale) => COLUMNS.map((column) => column.header[locale]),
  async *rows(ctx, filters, locale) {
    for await (const row of iterateScans(ctx, filters as TScanFilters))
      yield COLUMNS.map((column) => column.value(row, locale));
  },
};
