import { commodityCodeResource } from "@suyuan/contracts/commodity-code/commodity-code-resource";
import { ZId } from "@suyuan/contracts/kit/primitives";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { commodityLabelPdf } from "../services/commodity-code/commodity-label-pdf.ts";
import { RESOURCE_SERVICES } from "../services/resource-services.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { downloadErrorPage, isNavigation } from "./download-error-page.ts";
import { httpErrorAnswer, requestLocale, serviceContextOf } from "./request-context.ts";

/**
 * GET /download/commodity-label/<commodity code id>: a printable PDF of the code's EAN-13 label.
 * Read like the commodity code list (same keys and site); opened by the browser as a link, so a
 * refusal answers a small HTML page rather than JSON.
 */
export function commodityLabelHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  const { keys } = commodityCodeResource;
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, [keys.list, keys.update]);
      const id = ZId.safeParse(Number(c.req.param("id")));
      if (!id.success) throw new AppError("NOT_FOUND");
      const code = await RESOURCE_SERVICES.commodityCode.get(ctx, id.data);
      const gtin = code.gtin as string;
      const pdf = await commodityLabelPdf(gtin, typeof code.specification === "string" ? code.specification : "");
      return new Response(new Uint8Array(pdf), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="gtin-${gtin}.pdf"`,
          "content-length": String(pdf.length),
          "cache-control": "no-store",
        },
      });
    } catch (error) {
      const answer = httpErrorAnswer(c, error, "commodity label failed");
      return isNavigation(c) ? downloadErrorPage(answer, requestLocale(c), "/work_platform/commodityCodeList") : answer;
    }
  };
}
