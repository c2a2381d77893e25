import { router } from "../init.ts";
import { findFleetProcedure } from "./system/find-fleet.ts";

export const systemRouter = router({
  fleet: findFleetProcedure,
});
