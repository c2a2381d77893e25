import { ZDeletePermissionNodeInput } from "@suyuan/contracts/permission/permission-node";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import { deletePermissionNode } from "../../../services/permission/permission-tree.ts";
import { permissionProcedure } from "../../init.ts";

export const deletePermissionNodeProcedure = permissionProcedure(OPERATION_KEYS.authDelete)
  .meta({ legacy: { paths: ["/auth/delete"] } })
  .input(ZDeletePermissionNodeInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deletePermissionNode(ctx, input.id);
    return { ok: true as const };
  });
