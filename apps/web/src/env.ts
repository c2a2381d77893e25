/**
 * The only module that reads build-time environment. Everything else imports from here so the
 * set of knobs stays visible in one place.
 */
const configuredTrpcUrl: unknown = import.meta.env.VITE_TRPC_URL;

export const env = {
  /** tRPC endpoint; same origin in production (the API serves the built app) and via the Vite proxy in dev. */
  trpcUrl: typeof configuredTrpcUrl === "string" && configuredTrpcUrl !== "" ? configuredTrpcUrl : "/trpc",
  isDev: import.meta.env.DEV,
} as const;
