import { ZFindPermissionTreeOutput } from "@suyuan/contracts/permission/permission-node";
import { findPermissionTree } from "../../../services/permission/permission-tree.ts";
import { permissionProcedure } from "../../init.ts";

export const findPermissionTreeProcedure = permissionProcedure(
  "/auth/list",
  "/auth/save",
  "/auth/update",
  "/role/save",
  "/role/update",
)
  .output(ZFindPermissionTreeOutput)
  .query(() => findPermissionTree());
