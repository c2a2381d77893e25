import { ZFindPermissionTreeOutput } from "@suyuan/contracts/permission/permission-node";
import { findMenu } from "../../../services/permission/permission-tree.ts";
import { authedProcedure } from "../../init.ts";

/** Every signed-in user reads their own menu. */
export const findMenuProcedure = authedProcedure
  .output(ZFindPermissionTreeOutput)
  .query(({ ctx }) => findMenu(ctx.access));
