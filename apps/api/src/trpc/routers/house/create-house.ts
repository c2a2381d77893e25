import { ZCreateHouseOutput, ZHouseFields } from "@suyuan/contracts/base/base-fields";
import { createHouse } from "../../../services/base/houses.ts";
import { permissionProcedure } from "../../init.ts";

export const createHouseProcedure = permissionProcedure("/house/save")
  .meta({ legacy: { paths: ["/house/save"] } })
  .input(ZHouseFields)
  .output(ZCreateHouseOutput)
  .mutation(({ ctx, input }) => createHouse(ctx, input));
