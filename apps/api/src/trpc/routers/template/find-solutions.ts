import { ZFindSolutionsOutput } from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { findSolutions } from "../../../services/template/solution-store.ts";
import { permissionProcedure } from "../../init.ts";

/** template/getSolutions: the site's solutions, the one in use marked. */
export const findSolutionsProcedure = permissionProcedure("/template/list", "/resource/list")
  .meta({ legacy: { paths: ["/template/getSolutions"] } })
  .output(ZFindSolutionsOutput)
  .query(({ ctx }) => findSolutions(currentSite(ctx)));
