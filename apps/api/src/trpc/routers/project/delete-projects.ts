import { ZDeleteProjectsInput, ZDeleteProjectsOutput } from "@suyuan/contracts/project/project-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteProjects } from "../../../services/project/projects.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteProjectsProcedure = permissionProcedure(OPERATION_KEYS.projectDelete)
  .meta({ legacy: { paths: ["/project/delete"] } })
  .input(ZDeleteProjectsInput)
  .output(ZDeleteProjectsOutput)
  .mutation(({ ctx, input }) => deleteProjects(ctx, input.ids));
