import { shareTree } from "../../../services/content/content-shares.ts";
import { permissionProcedure } from "../../init.ts";
import { PUSH_KEYS } from "./content-access.ts";
import { ZShareTreeOutput } from "@suyuan/contracts/content/content-share";

/** The channels of the caller's other sites that content can be pushed to. */
export const shareTreeProcedure = permissionProcedure(...PUSH_KEYS)
  .meta({ legacy: { paths: ["/content/share_tree"] } })
  .output(ZShareTreeOutput)
  .query(({ ctx }) => shareTree(ctx));
