import { ZTemplateWriteOutput, ZUpdateSolutionInput } from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { useSolution } from "../../../services/template/solution-writes.ts";
import { permissionProcedure } from "../../init.ts";

/** template/solutionupdate: the solution the site's public pages use. */
export const updateSolutionProcedure = permissionProcedure("/template/solutionupdate")
  .meta({ legacy: { paths: ["/template/solutionupdate"] } })
  .input(ZUpdateSolutionInput)
  .output(ZTemplateWriteOutput)
  .mutation(({ ctx, input }) => useSolution(ctx, currentSite(ctx), input.solution));
