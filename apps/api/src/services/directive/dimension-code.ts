import type { TCreateDimensionCodeInput } from "@suyuan/contracts/directive/dimension-code";
import { loadQrCode } from "../../lib/lazy-modules.ts";
import type { ServiceContext } from "../service-context.ts";
import { siteUrlOf } from "./site-urls.ts";

/**
 * `dimensioncode/create`: a PNG QR code of an address of one of the caller's sites, as a data URL.
 * `origin` is the public origin relative paths are completed with (PUBLIC_BASE_URL), if known.
 */
export async function createDimensionCode(
  ctx: ServiceContext,
  input: Required<Pick<TCreateDimensionCodeInput, "url" | "size">>,
  origin: string | null,
): Promise<{ dataUrl: string }> {
  const text = await siteUrlOf(ctx, input.url, origin);
  const QRCode = await loadQrCode();
  const dataUrl = await QRCode.toDataURL(text, {
    type: "image/png",
    errorCorrectionLevel: "M",
    width: input.size,
    margin: 2,
  });
  return { dataUrl };
}
