import { contentTree } from "../../../services/content/content-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { READ_KEYS } from "./content-access.ts";
import { ZContentTreeInput, ZContentTreeOutput } from "@suyuan/contracts/content/content-find";

/** One level of the channel tree beside the content list (the origin's content/tree: root, hasContent). */
export const contentTreeProcedure = permissionProcedure(...READ_KEYS)
  .meta({ legacy: { paths: ["/content/tree"] } })
  .input(ZContentTreeInput)
  .output(ZContentTreeOutput)
  .query(({ ctx, input }) => contentTree(ctx, input));
