import { router } from "../init.ts";
import { findHousesProcedure } from "./house/find-houses.ts";
import { getHouseProcedure } from "./house/get-house.ts";
import { createHouseProcedure } from "./house/create-house.ts";
import { updateHouseProcedure } from "./house/update-house.ts";
import { deleteHousesProcedure } from "./house/delete-houses.ts";

export const houseRouter = router({
  find: findHousesProcedure,
  get: getHouseProcedure,
  create: createHouseProcedure,
  update: updateHouseProcedure,
  delete: deleteHousesProcedure,
});
