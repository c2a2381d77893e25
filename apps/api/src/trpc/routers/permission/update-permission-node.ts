import { ZUpdatePermissionNodeInput } from "@suyuan/contracts/permission/permission-node";
import { z } from "zod";
import { updatePermissionNode } from "../../../services/permission/permission-tree.ts";
import { permissionProcedure } from "../../init.ts";

export const updatePermissionNodeProcedure = permissionProcedure("/auth/update")
  .meta({ legacy: { paths: ["/auth/update"] } })
  .input(ZUpdatePermissionNodeInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updatePermissionNode(ctx, input.id, input.data);
    return { ok: true as const };
  });
