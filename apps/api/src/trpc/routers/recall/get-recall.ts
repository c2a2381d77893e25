import { ZGetRecallInput, ZGetRecallOutput } from "@suyuan/contracts/recall/get-recall";
import { getRecall } from "../../../services/recall/recalls.ts";
import { permissionProcedure } from "../../init.ts";

export const getRecallProcedure = permissionProcedure("/recall/list", "/recall/update")
  .meta({ legacy: { paths: ["/recall/get"] } })
  .input(ZGetRecallInput)
  .output(ZGetRecallOutput)
  .query(({ ctx, input }) => getRecall(ctx, input.id));
