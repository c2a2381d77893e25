import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import {
  WEIXIN_STATUS,
  ZSendToWeixinInput,
  ZSendToWeixinOutput,
  type TSendToWeixinOutput,
} from "@suyuan/contracts/weixin/weixin";
import { sendContentToWeixin } from "../../../services/content/content-weixin.ts";
import { uploadSettingsFrom } from "../../../services/upload/uploads.ts";
import { WEIXIN_TIMEOUT_MS } from "../../../services/weixin/weixin-api.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * The legacy answer of a send, as the origin writes it: success `{ result: true }`; an item without
 * body text the bare number 202 with `{ result: false }`; a WeChat refusal its status as the code,
 * WeChat's errmsg (else our message) and `{ result: false, wxCode }`.
 */
function legacyAnswer(output: unknown) {
  const { result, status, errmsg } = output as TSendToWeixinOutput;
  if (result) return { body: { result: true } };
  if (status === WEIXIN_STATUS.noText)
    return { body: { result: false }, head: { code: 202, messageKey: "weixin.noText" } };
  return {
    body: { result: false, wxCode: status },
    head: { code: String(status), ...(errmsg ? { message: errmsg } : { messageKey: `weixin.status${status}` }) },
  };
}

/** The chosen content items as one WeChat news message to the site's followers; legacy /content/send_to_weixin. */
export const sendToWeixinProcedure = permissionProcedure(OPERATION_KEYS.contentSendToWeixin)
  .meta({ legacy: { paths: ["/content/send_to_weixin"], answer: legacyAnswer } })
  .input(ZSendToWeixinInput)
  .output(ZSendToWeixinOutput)
  .mutation(({ ctx, input }) =>
    sendContentToWeixin(
      ctx,
      {
        weixin: { baseUrl: ctx.config.weixin.apiBaseUrl, timeoutMs: WEIXIN_TIMEOUT_MS },
        uploads: uploadSettingsFrom(ctx.config),
      },
      input.ids,
    ),
  );
