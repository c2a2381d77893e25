import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZWeixinReadyOutput } from "@suyuan/contracts/weixin/weixin";
import { weixinReady } from "../../../services/content/content-weixin.ts";
import { permissionProcedure } from "../../init.ts";

/** Whether the current site has a WeChat account (the content list offers 推送到微信 only then). */
export const weixinReadyProcedure = permissionProcedure(OPERATION_KEYS.contentSendToWeixin)
  .output(ZWeixinReadyOutput)
  .query(({ ctx }) => weixinReady(ctx));
