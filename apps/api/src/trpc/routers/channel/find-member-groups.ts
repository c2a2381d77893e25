import { ZMemberGroupOptions } from "@suyuan/contracts/channel/channel-queries";
import { memberGroupOptions } from "../../../services/cms/channel/member-groups.ts";
import { permissionProcedure } from "../../init.ts";
import { CHANNEL_READERS } from "./channel-readers.ts";

/** Member groups for the channel form's view/contribute choices (legacy `group/list` is the member groups' list). */
export const findMemberGroupsProcedure = permissionProcedure(...CHANNEL_READERS)
  .output(ZMemberGroupOptions)
  .query(() => memberGroupOptions());
