import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { endsSession, toAppFailure } from "./app-error.ts";
import { reportSessionEnded } from "./session-events.ts";

function onAnyError(error: unknown): void {
  const failure = toAppFailure(error);
  if (endsSession(failure)) reportSessionEnded(failure);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onAnyError }),
    mutationCache: new MutationCache({ onError: onAnyError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying an answered error (401, 403, validation) only delays the message; retry once
        // when nothing answered at all.
        retry: (failureCount, error) => failureCount < 1 && toAppFailure(error).network,
      },
      mutations: { retry: false },
    },
  });
}
