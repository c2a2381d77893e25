import { isPermitted } from "../navigation/menu-tree.ts";
import { useMe } from "../lib/use-me.ts";

/** Whether the signed-in user holds a permission key ("*" holds all). */
export function usePermitted(key: string): boolean {
  return isPermitted(useMe().perms, key);
}
