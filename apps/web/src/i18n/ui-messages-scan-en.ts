import type { scanZh } from "./ui-messages-scan-zh.ts";

/** English texts of the scan records page. */
export const scanEn: Record<keyof typeof scanZh, string> = {
  "scan.listTitle": "Scan records",
  "scan.listHint":
    "Consumers' scans of trace codes: filter by enterprise, goods, batch, code and date. Provinces come from locations consumers chose to share (approximate).",
  "scan.enterprise": "Enterprise",
  "scan.goods": "Goods",
  "scan.batch": "Batch",
  "scan.code": "Trace code",
  "scan.codePlaceholder": "Code or its link",
  "scan.period": "Scan date",
  "scan.scannedAt": "Scanned at",
  "scan.ip": "IP",
  "scan.province": "Region (approx.)",
  "scan.location": "Location",
  "scan.userAgent": "Client",
  "scan.unknownCode": "Unknown code",
  "scan.openPage": "Open the public page of code {code}",
  "scan.noLocation": "Not shared",
  "scan.chartDaily": "Scans per day",
  "scan.chartProvince": "Scans per province",
  "scan.chartRange": "{from} to {to}, {total} scans",
  "scan.chartEmpty": "No scans in this range",
  "scan.scans": "Scans",
  "scan.unknownProvince": "Unknown",
  "scan.otherProvinces": "Others",
};
