import type { AppRouter } from "@suyuan/api/trpc-router";
import type { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import { env } from "../env.ts";
import { storedLocale } from "../i18n/locale-storage.ts";
import { LOCAL_KEYS, readLocal } from "./local-keys.ts";

/** Read per request (not at startup) so a language or site switch applies to the very next call. */
function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { "accept-language": storedLocale() };
  const siteId = readLocal(LOCAL_KEYS.siteId);
  if (siteId) headers["x-suyuan-site"] = siteId;
  return headers;
}

function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: env.trpcUrl,
        transformer: superjson,
        headers: requestHeaders,
        // The session is an HttpOnly cookie; include it explicitly even though calls are same-origin.
        fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
      }),
    ],
  });
}

export function createTrpc(queryClient: QueryClient) {
  return createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(), queryClient });
}

export type Trpc = ReturnType<typeof createTrpc>;
