import { router } from "../init.ts";
import { findMenuProcedure } from "./permission/find-menu.ts";
import { findPermissionTreeProcedure } from "./permission/find-permission-tree.ts";
import { getPermissionNodeProcedure } from "./permission/get-permission-node.ts";
import { createPermissionNodeProcedure } from "./permission/create-permission-node.ts";
import { updatePermissionNodeProcedure } from "./permission/update-permission-node.ts";
import { deletePermissionNodeProcedure } from "./permission/delete-permission-node.ts";

export const permissionRouter = router({
  findTree: findPermissionTreeProcedure,
  findMenu: findMenuProcedure,
  get: getPermissionNodeProcedure,
  create: createPermissionNodeProcedure,
  update: updatePermissionNodeProcedure,
  delete: deletePermissionNodeProcedure,
});
