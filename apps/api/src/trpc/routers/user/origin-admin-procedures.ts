import {
  ZAdminDeletedOutput,
  ZAdminDeleteInput,
  ZAdminGetInput,
  ZAdminListInput,
  ZAdminListOutput,
  ZAdminNamesOutput,
  ZAdminSavedOutput,
  ZAdminSaveInput,
  ZAdminUpdateInput,
  ZOriginAdmin,
  ZValRankInput,
  ZValRankOutput,
} from "@suyuan/contracts/user/admin-operations";
import { userResource } from "@suyuan/contracts/user/user-resource";
import { deleteOriginAdmins, saveOriginAdmin, updateOriginAdmin } from "../../../services/user/origin-admin-writes.ts";
import { findOriginAdmins, getOriginAdmin, localAdminNames } from "../../../services/user/origin-admins.ts";
import { rankAllowed } from "../../../services/user/user-rank.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = userResource;

/**
 * One scope's administrator procedures: `global` across sites, `local` of the current site. The
 * paths name the origin's `admin` resource in full: a path starting `/admin/` is served as written.
 */
function adminScopeProcedures(scope: "global" | "local") {
  const local = scope === "local";
  return {
    list: permissionProcedure(keys.list)
      .meta({ legacy: { paths: [`/admin/admin/${scope}_list`] } })
      .input(ZAdminListInput)
      .output(ZAdminListOutput)
      .query(({ ctx, input }) => findOriginAdmins(ctx, input, local)),
    get: permissionProcedure(keys.list)
      .meta({ legacy: { paths: [`/admin/admin/${scope}_get`] } })
      .input(ZAdminGetInput)
      .output(ZOriginAdmin)
      .query(({ ctx, input }) => getOriginAdmin(ctx, input.id, local)),
    save: permissionProcedure(keys.create)
      .meta({ legacy: { paths: [`/admin/admin/${scope}_save`] } })
      .input(ZAdminSaveInput)
      .output(ZAdminSavedOutput)
      .mutation(({ ctx, input }) => saveOriginAdmin(ctx, input, local)),
    update: permissionProcedure(keys.update)
      .meta({ legacy: { paths: [`/admin/admin/${scope}_update`] } })
      .input(ZAdminUpdateInput)
      .output(ZAdminSavedOutput)
      .mutation(({ ctx, input }) => updateOriginAdmin(ctx, input, local)),
    delete: permissionProcedure(keys.delete ?? keys.update)
      .meta({ legacy: { paths: [`/admin/admin/${scope}_delete`] } })
      .input(ZAdminDeleteInput)
      .output(ZAdminDeletedOutput)
      .mutation(({ ctx, input }) => deleteOriginAdmins(ctx, input.ids, local)),
  };
}

const global = adminScopeProcedures("global");
const local = adminScopeProcedures("local");

/**
 * The origin's administrator paths on the users (admin/global_*, admin/local_*, admin/val_rank),
 * with the origin's parameter and answer names; each is the user service's own operation.
 */
export const originAdminProcedures = {
  globalList: global.list,
  globalGet: global.get,
  globalSave: global.save,
  globalUpdate: global.update,
  globalDelete: global.delete,
  localList: local.list,
  localGet: local.get,
  localSave: local.save,
  localUpdate: local.update,
  localDelete: local.delete,
  localAll: permissionProcedure(keys.list)
    .meta({ legacy: { paths: ["/admin/admin/local_all"] } })
    .output(ZAdminNamesOutput)
    .query(({ ctx }) => localAdminNames(ctx)),
  valRank: permissionProcedure(keys.list, keys.create, keys.update)
    .meta({ legacy: { paths: ["/admin/admin/val_rank"] } })
    .input(ZValRankInput)
    .output(ZValRankOutput)
    .query(({ ctx, input }) => rankAllowed(ctx, input.rank, input.id)),
};
