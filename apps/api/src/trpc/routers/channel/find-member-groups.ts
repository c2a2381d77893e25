import { ZMemberGroupOptions } from "@suyuan/contracts/channel/channel-queries";
import { memberGroupOptions } from "../../../services/cms/channel/member-groups.ts";
import { permissionProcedure } from "../../init.ts";
import { CHANNEL_READERS } from "./channel-readers.ts";

/** `group/list`: member groups for the channel form's view/contribute choices (and the origin's content form). */
export const findMemberGroupsProcedure = permissionProcedure(...CHANNEL_READERS)
  .meta({ legacy: { paths: ["/group/list"] } })
  .output(ZMemberGroupOptions)
  .query(() => memberGroupOptions());
