import { ZUpdateUsersEnabledInput, ZUpdateUsersEnabledOutput } from "@suyuan/contracts/user/user-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { updateUsersEnabled } from "../../../services/user/mutate-users.ts";
import { permissionProcedure } from "../../init.ts";

export const updateUsersEnabledProcedure = permissionProcedure(OPERATION_KEYS.userEnable)
  .meta({ legacy: { paths: ["/admin/enable"] } })
  .input(ZUpdateUsersEnabledInput)
  .output(ZUpdateUsersEnabledOutput)
  .mutation(({ ctx, input }) => updateUsersEnabled(ctx, input.ids, input.enabled));
