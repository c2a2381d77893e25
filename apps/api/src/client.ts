// used-by: internal scripts calling typed procedures
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "./trpc/router.ts";

export type ApiClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * A typed tRPC client for scripts. It keeps the session cookie the server sets at login (a small
 * cookie jar), or sends a bearer token when one is given.
 */
export function createApiClient(options: { baseUrl: string; token?: string; locale?: "zh" | "en" }): ApiClient {
  let sessionCookie: string | null = null;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.baseUrl.replace(/\/$/, "")}/trpc`,
        transformer: superjson,
        headers: () => ({
          "accept-language": options.locale ?? "zh",
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(sessionCookie ? { cookie: sessionCookie } : {}),
        }),
        async fetch(url: string | URL | Request, init?: RequestInit) {
          const response = await fetch(url, init);
          for (const header of response.headers.getSetCookie()) {
            const pair = header.split(";")[0] ?? "";
            sessionCookie = pair.endsWith("=") ? null : pair;
          }
          return response;
        },
      }),
    ],
  });
}
