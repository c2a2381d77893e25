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
  // The legacy list answers the flat tree with its length as totalCount.
  .meta({
    legacy: { paths: ["/auth/list"], answer: (nodes) => ({ body: nodes, totalCount: (nodes as unknown[]).length }) },
  })
  .output(ZFindPermissionTreeOutput)
  .query(() => findPermissionTree());
