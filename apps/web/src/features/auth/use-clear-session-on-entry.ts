import { useEffect } from "react";
import { clearSessionMarker } from "../../lib/session-marker.ts";
import { useAppQueryClient } from "../../lib/use-trpc.ts";

/**
 * Spec section 4: arriving at login or register ends the local session. Cached answers of the
 * previous user (perms, sites) go too, so the next user never sees them.
 */
export function useClearSessionOnEntry(): void {
  const queryClient = useAppQueryClient();
  useEffect(() => {
    clearSessionMarker();
    queryClient.removeQueries();
  }, [queryClient]);
}
