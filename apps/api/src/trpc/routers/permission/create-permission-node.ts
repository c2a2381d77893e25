import { ZCreatePermissionNodeInput, ZCreatePermissionNodeOutput } from "@suyuan/contracts/permission/permission-node";
import { createPermissionNode } from "../../../services/permission/permission-tree.ts";
import { permissionProcedure } from "../../init.ts";

export const createPermissionNodeProcedure = permissionProcedure("/auth/save")
  .meta({ legacy: { paths: ["/auth/save"] } })
  .input(ZCreatePermissionNodeInput)
  .output(ZCreatePermissionNodeOutput)
  .mutation(({ ctx, input }) => createPermissionNode(ctx, input));
