import { ZFindRecallsInput, ZFindRecallsOutput } from "@suyuan/contracts/recall/find-recalls";
import { findRecalls } from "../../../services/recall/recalls.ts";
import { permissionProcedure } from "../../init.ts";

export const findRecallsProcedure = permissionProcedure("/recall/list")
  .meta({ legacy: { paths: ["/recall/list"] } })
  .input(ZFindRecallsInput)
  .output(ZFindRecallsOutput)
  .query(({ ctx, input }) => findRecalls(ctx, input));
