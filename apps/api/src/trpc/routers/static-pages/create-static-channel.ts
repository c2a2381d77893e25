import { ZSiteJobCreatedOutput } from "@suyuan/contracts/static-pages/site-job";
import { ZCreateStaticChannelInput } from "@suyuan/contracts/static-pages/static-pages";
import { createStaticChannel } from "../../../services/static-pages/static-jobs.ts";
import { permissionProcedure } from "../../init.ts";

/** Generates every list page of a channel (with its children) or of all channels; legacy /static/channel. */
export const createStaticChannelProcedure = permissionProcedure("/static/index")
  .meta({ legacy: { paths: ["/static/channel"] } })
  .input(ZCreateStaticChannelInput)
  .output(ZSiteJobCreatedOutput)
  .mutation(({ ctx, input }) => createStaticChannel(ctx, input));
