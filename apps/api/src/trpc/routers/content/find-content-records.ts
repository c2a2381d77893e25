import { findContentRecords } from "../../../services/content/content-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { READ_KEYS } from "./content-access.ts";
import { ZFindContentRecordsInput, ZFindContentRecordsOutput } from "@suyuan/contracts/content/content-find";

/** The history of an item: who did what, when, from which status to which, with the opinion. */
export const findContentRecordsProcedure = permissionProcedure(...READ_KEYS)
  .input(ZFindContentRecordsInput)
  .output(ZFindContentRecordsOutput)
  .query(({ ctx, input }) => findContentRecords(ctx, input.contentId));
