import { router } from "../init.ts";
import { findUsersProcedure } from "./user/find-users.ts";
import { getUserProcedure } from "./user/get-user.ts";
import { createUserProcedure } from "./user/create-user.ts";
import { updateUserProcedure } from "./user/update-user.ts";
import { deleteUsersProcedure } from "./user/delete-users.ts";
import { updateUsersEnabledProcedure } from "./user/update-users-enabled.ts";
import { resetUserPasswordProcedure } from "./user/reset-user-password.ts";

export const userRouter = router({
  find: findUsersProcedure,
  get: getUserProcedure,
  create: createUserProcedure,
  update: updateUserProcedure,
  delete: deleteUsersProcedure,
  updateEnabled: updateUsersEnabledProcedure,
  resetPassword: resetUserPasswordProcedure,
});
