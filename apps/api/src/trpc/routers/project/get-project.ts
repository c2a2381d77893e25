import { ZGetProjectInput, ZProjectItem } from "@suyuan/contracts/project/project-fields";
import { getProject } from "../../../services/project/projects.ts";
import { permissionProcedure } from "../../init.ts";

export const getProjectProcedure = permissionProcedure("/project/list")
  .meta({ legacy: { paths: ["/project/get"] } })
  .input(ZGetProjectInput)
  .output(ZProjectItem)
  .query(({ ctx, input }) => getProject(ctx, input.id));
