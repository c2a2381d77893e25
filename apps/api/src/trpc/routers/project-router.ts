import { router } from "../init.ts";
import { findProjectsProcedure } from "./project/find-projects.ts";
import { getProjectProcedure } from "./project/get-project.ts";
import { createProjectProcedure } from "./project/create-project.ts";
import { updateProjectProcedure } from "./project/update-project.ts";
import { deleteProjectsProcedure } from "./project/delete-projects.ts";

export const projectRouter = router({
  find: findProjectsProcedure,
  get: getProjectProcedure,
  create: createProjectProcedure,
  update: updateProjectProcedure,
  delete: deleteProjectsProcedure,
});
