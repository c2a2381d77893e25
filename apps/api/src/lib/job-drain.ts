/**
 * The per-process worker of a job queue kept in the database (trace-code generation, site jobs):
 * one drain at a time, which claims and runs jobs until none is left. A kick during a drain makes
 * it look again before it stops; the boot poll picks up other processes' jobs and lapsed leases;
 * stop() lets the step in flight finish (the drain sees the aborted signal) and resolves when idle.
 */
export type JobDrain = {
  /** Starts a drain now, or makes the running one look again. */
  kick: () => void;
  /** Resolves once nothing is in hand. */
  idle: () => Promise<void>;
  /** Polls every pollMs until the returned stop() is called. */
  start: (pollMs: number) => () => Promise<void>;
};

export function jobDrain(
  drain: (signal: AbortSignal) => Promise<unknown>,
  onError: (error: unknown) => void,
): JobDrain {
  let running: Promise<void> | null = null;
  let again = false;
  let controller: AbortController | null = null;

  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    controller ??= new AbortController();
    const signal = controller.signal;
    running = (async () => {
      do {
        again = false;
        try {
          await drain(signal);
        } catch (error) {
          onError(error);
        }
      } while (again && !signal.aborted);
    })().finally(() => {
      running = null;
    });
  };

  const idle = async () => {
    while (running) await running;
  };

  return {
    kick,
    idle,
    start: (pollMs) => {
      controller = new AbortController();
      const own = controller;
      const timer = setInterval(() => {
        if (!running) kick();
      }, pollMs);
      timer.unref();
      kick();
      return async () => {
        clearInterval(timer);
        own.abort();
        await idle();
        controller = null;
      };
    },
  };
}
