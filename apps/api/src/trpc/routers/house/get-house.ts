import { ZGetHouseInput, ZHouseItem } from "@suyuan/contracts/base/base-fields";
import { getHouse } from "../../../services/base/houses.ts";
import { permissionProcedure } from "../../init.ts";

export const getHouseProcedure = permissionProcedure("/house/list", "/house/update")
  .meta({ legacy: { paths: ["/house/get"] } })
  .input(ZGetHouseInput)
  .output(ZHouseItem)
  .query(({ ctx, input }) => getHouse(ctx, input.id));
