import { ZDeleteHousesInput, ZDeleteHousesOutput } from "@suyuan/contracts/base/base-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteHouses } from "../../../services/base/houses.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteHousesProcedure = permissionProcedure(OPERATION_KEYS.houseDelete)
  .meta({ legacy: { paths: ["/house/delete"] } })
  .input(ZDeleteHousesInput)
  .output(ZDeleteHousesOutput)
  .mutation(({ ctx, input }) => deleteHouses(ctx, input.ids));
