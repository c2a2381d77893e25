import { ZFindScansInput } from "@suyuan/contracts/scan/find-scans";
import { findScans } from "../../services/scan/scan-records.ts";
import { formNumber, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Scan records on the legacy API: scanCode/list (filters as on the page; from/to as yyyy-MM-dd).

const blank = (value: string | undefined) => (value === "" ? undefined : value);

export const scanRoutes = [
  legacyRoute({
    paths: ["/scanCode/list"],
    access: { permission: "/scanCode/list" },
    input: ZFindScansInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      sortBy: blank(fields.sortBy),
      sortDir: blank(fields.sortDir),
      enterpriseId: formNumber(fields.enterpriseId),
      goodsId: formNumber(fields.goodsId),
      batchId: formNumber(fields.batchId),
      code: fields.code,
      from: blank(fields.from),
      to: blank(fields.to),
    }),
    async handle(ctx, input) {
      const page = await findScans(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
];
