import { ZCreatePermissionNodeInput } from "@suyuan/contracts/permission/permission-node";
import { z } from "zod";
import { createPermissionNode } from "../../../services/permission/permission-tree.ts";
import { permissionProcedure } from "../../init.ts";

export const createPermissionNodeProcedure = permissionProcedure("/auth/save")
  .input(ZCreatePermissionNodeInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await createPermissionNode(ctx, input);
    return { ok: true as const };
  });
