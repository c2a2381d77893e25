import { ZUpdateProjectInput } from "@suyuan/contracts/project/project-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import { updateProject } from "../../../services/project/projects.ts";
import { permissionProcedure } from "../../init.ts";

export const updateProjectProcedure = permissionProcedure(OPERATION_KEYS.projectUpdate)
  .meta({ legacy: { paths: ["/project/update"] } })
  .input(ZUpdateProjectInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateProject(ctx, input.id, input.data);
    return { ok: true as const };
  });
