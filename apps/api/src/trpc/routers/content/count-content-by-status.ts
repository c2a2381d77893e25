import { countContentByStatus } from "../../../services/content/content-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { READ_KEYS } from "./content-access.ts";
import { ZCountContentByStatusInput, ZCountContentByStatusOutput } from "@suyuan/contracts/content/content-find";

/** How many items of each status a channel's list holds (the status tabs). */
export const countContentByStatusProcedure = permissionProcedure(...READ_KEYS)
  .input(ZCountContentByStatusInput)
  .output(ZCountContentByStatusOutput)
  .query(({ ctx, input }) => countContentByStatus(ctx, input));
