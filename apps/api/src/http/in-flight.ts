// `server.close()` calls back once every connection is gone, but a handler whose client hung up
// is still running then (a list half-way through its queries). Closing the database under it
// made that handler fail after the fact, outside any request. Shutdown therefore also waits for
// the handlers themselves.

type Fetch<Args extends unknown[]> = (...args: Args) => Response | Promise<Response>;

/** Wraps a fetch handler, counting the calls in progress; `drained()` resolves when none is left. */
export function trackInFlight<Args extends unknown[]>(fetch: Fetch<Args>) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    // An arrow property, not a method: the server is handed `handlers.fetch` on its own.
    fetch: async (...args: Args): Promise<Response> => {
      running += 1;
      try {
        return await fetch(...args);
      } finally {
        running -= 1;
        if (running === 0) for (const resolve of waiting.splice(0)) resolve();
      }
    },
    drained: (): Promise<void> => {
      return running === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
