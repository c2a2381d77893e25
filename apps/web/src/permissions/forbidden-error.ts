import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { isPermitted, type Perms } from "./is-permitted.ts";

/** Thrown by a route guard; the route error view renders it as the 403 state inside the layout. */
export class ForbiddenError extends Error {
  constructor(readonly permission: string) {
    super(`Missing permission ${permission}`);
    this.name = "ForbiddenError";
  }
}

export function assertPermitted(perms: Perms, key: PermissionKey): void {
  if (!isPermitted(perms, key)) throw new ForbiddenError(key);
}
