import { ZCreateProjectOutput, ZProjectFields } from "@suyuan/contracts/project/project-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { createProject } from "../../../services/project/projects.ts";
import { permissionProcedure } from "../../init.ts";

export const createProjectProcedure = permissionProcedure(OPERATION_KEYS.projectSave)
  .meta({ legacy: { paths: ["/project/save"] } })
  .input(ZProjectFields)
  .output(ZCreateProjectOutput)
  .mutation(({ ctx, input }) => createProject(ctx, input));
