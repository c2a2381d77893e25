import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { useContext } from "react";
import { isPermitted } from "./is-permitted.ts";
import { PermsContext } from "./perms-context.tsx";

/** Whether the signed-in user holds a permission key ("*" holds all). */
export function usePermitted(key: PermissionKey): boolean {
  return isPermitted(useContext(PermsContext), key);
}
