import { createContext, type ReactNode } from "react";
import type { Perms } from "../navigation/menu-tree.ts";

/** Outside the signed-in layout nobody holds anything, so guarded elements stay hidden. */
export const PermsContext = createContext<Perms>([]);

export function PermsProvider({ perms, children }: { perms: Perms; children: ReactNode }) {
  return <PermsContext.Provider value={perms}>{children}</PermsContext.Provider>;
}
