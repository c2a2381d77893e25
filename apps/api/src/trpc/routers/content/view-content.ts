import { viewContent } from "../../../services/content/content-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { READ_KEYS } from "./content-access.ts";
import { ZGetContentInput, ZViewContentOutput } from "@suyuan/contracts/content/content-find";

/** One item with its history (the view page). */
export const viewContentProcedure = permissionProcedure(...READ_KEYS)
  .input(ZGetContentInput)
  .output(ZViewContentOutput)
  .query(({ ctx, input }) => viewContent(ctx, input.id));
