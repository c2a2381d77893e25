import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { ReactNode } from "react";
import { usePermitted } from "./use-permitted.ts";

/**
 * The permission directive (spec section 6): renders children only when the key is permitted.
 * Hiding is a convenience; the server checks every call as well.
 */
export function Permitted({
  perm,
  children,
  fallback = null,
}: {
  perm: PermissionKey;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermitted(perm) ? children : fallback;
}
