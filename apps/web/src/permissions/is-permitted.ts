// Apart from the menu (navigation/menu-tree.ts) so that the route guards, which every page loads
// with the route tree, do not bring the route registry along.

/** The keys a user holds: all of them ("*", an administrator), or the list. */
export type Perms = "*" | readonly string[];

export function isPermitted(perms: Perms, key: string): boolean {
  return perms === "*" || perms.includes(key);
}
