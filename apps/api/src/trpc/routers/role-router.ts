import { router } from "../init.ts";
import { findRolesProcedure } from "./role/find-roles.ts";
import { getRoleProcedure } from "./role/get-role.ts";
import { createRoleProcedure } from "./role/create-role.ts";
import { updateRoleProcedure } from "./role/update-role.ts";
import { deleteRolesProcedure } from "./role/delete-roles.ts";
import { findRoleMembersProcedure } from "./role/find-role-members.ts";
import { addRoleMembersProcedure } from "./role/add-role-members.ts";
import { removeRoleMembersProcedure } from "./role/remove-role-members.ts";

export const roleRouter = router({
  find: findRolesProcedure,
  get: getRoleProcedure,
  create: createRoleProcedure,
  update: updateRoleProcedure,
  delete: deleteRolesProcedure,
  findMembers: findRoleMembersProcedure,
  addMembers: addRoleMembersProcedure,
  removeMembers: removeRoleMembersProcedure,
});
