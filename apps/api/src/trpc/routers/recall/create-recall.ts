import { ZCreateRecallInput, ZCreateRecallOutput } from "@suyuan/contracts/recall/create-recall";
import { createRecall } from "../../../services/recall/recalls.ts";
import { permissionProcedure } from "../../init.ts";

export const createRecallProcedure = permissionProcedure("/recall/save")
  .meta({ legacy: { paths: ["/recall/save"] } })
  .input(ZCreateRecallInput)
  .output(ZCreateRecallOutput)
  .mutation(({ ctx, input }) => createRecall(ctx, input));
