import { getContent } from "../../../services/content/content-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { READ_KEYS } from "./content-access.ts";
import { ZContentDetail, ZGetContentInput } from "@suyuan/contracts/content/content-find";

/** One item with everything its form shows. */
export const getContentProcedure = permissionProcedure(...READ_KEYS)
  .input(ZGetContentInput)
  .output(ZContentDetail)
  .query(({ ctx, input }) => getContent(ctx, input.id));
