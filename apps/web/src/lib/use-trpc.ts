import { rootRouteId, useRouteContext } from "@tanstack/react-router";

/** The tRPC options proxy from the router context (one instance, created in main.tsx). */
export function useTrpc() {
  return useRouteContext({ from: rootRouteId, select: (context) => context.trpc });
}

export function useAppQueryClient() {
  return useRouteContext({ from: rootRouteId, select: (context) => context.queryClient });
}
