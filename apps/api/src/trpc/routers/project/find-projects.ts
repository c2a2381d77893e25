import { ZFindProjectsInput, ZFindProjectsOutput } from "@suyuan/contracts/project/project-fields";
import { findProjects } from "../../../services/project/projects.ts";
import { permissionProcedure } from "../../init.ts";

export const findProjectsProcedure = permissionProcedure("/project/list")
  .meta({ legacy: { paths: ["/project/list"] } })
  .input(ZFindProjectsInput)
  .output(ZFindProjectsOutput)
  .query(({ ctx, input }) => findProjects(ctx, input));
