import { ZGetPermissionNodeInput, ZPermissionNode } from "@suyuan/contracts/permission/permission-node";
import { getPermissionNode } from "../../../services/permission/permission-tree.ts";
import { permissionProcedure } from "../../init.ts";

export const getPermissionNodeProcedure = permissionProcedure("/auth/list", "/auth/update")
  .meta({ legacy: { paths: ["/auth/get"] } })
  .input(ZGetPermissionNodeInput)
  .output(ZPermissionNode)
  .query(({ input }) => getPermissionNode(input.id));
