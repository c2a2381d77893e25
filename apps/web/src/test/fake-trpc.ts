/**
 * A stand-in for the tRPC options proxy of `lib/use-trpc.ts` in component tests: a query of a
 * procedure answers `answers[path]` (null when none is given), a mutation hands its path and input
 * to `mutate` and answers what it returns. Paths are dotted, as in `cmsModel.create`.
 */
export function fakeTrpc(answers: Record<string, unknown>, mutate: (path: string, input: unknown) => unknown): unknown {
  const node = (path: readonly string[]): unknown =>
    new Proxy(
      {},
      {
        get: (_target, key) => {
          if (typeof key !== "string") return undefined;
          const name = path.join(".");
          if (key === "queryOptions")
            return (input: unknown, options?: object) => ({
              queryKey: [path, input],
              queryFn: () => Promise.resolve(answers[name] ?? null),
              ...options,
            });
          if (key === "mutationOptions")
            return (options?: object) => ({
              mutationKey: [path],
              mutationFn: (input: unknown) => Promise.resolve(mutate(name, input)),
              ...options,
            });
          if (key === "pathKey") return () => [path];
          return node([...path, key]);
        },
      },
    );
  return node([]);
}
