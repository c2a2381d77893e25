import { router } from "../init.ts";
import { findBasesProcedure } from "./base/find-bases.ts";
import { getBaseProcedure } from "./base/get-base.ts";
import { createBaseProcedure } from "./base/create-base.ts";
import { updateBaseProcedure } from "./base/update-base.ts";
import { deleteBasesProcedure } from "./base/delete-bases.ts";

export const baseRouter = router({
  find: findBasesProcedure,
  get: getBaseProcedure,
  create: createBaseProcedure,
  update: updateBaseProcedure,
  delete: deleteBasesProcedure,
});
