import { findContent } from "../../../services/content/content-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { READ_KEYS } from "./content-access.ts";
import { ZFindContentInput, ZFindContentOutput } from "@suyuan/contracts/content/content-find";

/** The content list of a channel (with its sub-channels) or of the whole site, on-top items first. */
export const findContentProcedure = permissionProcedure(...READ_KEYS)
  .input(ZFindContentInput)
  .output(ZFindContentOutput)
  .query(({ ctx, input }) => findContent(ctx, input));
