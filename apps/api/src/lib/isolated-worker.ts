import { Worker } from "node:worker_threads";

// Work on untrusted files (spreadsheets, documents) that can take far more memory or time than the
// server's small, capped V8 heap allows runs in a short-lived worker thread with its own heap and
// time limits: a huge or hostile file ends only that worker, never the server.

export type IsolatedWorkerLimits = {
  /** The worker's old-generation heap (MB); see resourceLimits in node:worker_threads. */
  heapLimitMb: number;
  /** The worker's young-generation heap (MB). */
  youngHeapLimitMb: number;
  /** How long the work may take before the worker is ended. */
  timeLimitMs: number;
};

/**
 * Runs `source` (CommonJS, run with `eval: true`: the server is bundled into one file and tests run
 * the TypeScript source, so there is no separate worker file to point at) with `workerData`, and
 * resolves with the first message it posts. Rejects when the worker cannot start, runs out of its
 * heap or time, throws, or exits without answering; the worker is always ended. Libraries are
 * loaded in the worker by absolute paths the caller resolves (passed in `workerData`).
 */
export function runIsolatedWorker<T>(
  source: string,
  workerData: unknown,
  limits: IsolatedWorkerLimits,
  transferList: ArrayBuffer[] = [],
): Promise<T> {
  let worker: Worker;
  try {
    worker = new Worker(source, {
      eval: true,
      workerData,
      transferList,
      // The worker needs none of the server's flags (loaders, its own heap cap).
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapLimitMb,
        maxYoungGenerationSizeMb: limits.youngHeapLimitMb,
      },
    });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners();
      // Swallow late errors from the worker being ended.
      worker.on("error", () => {});
      void worker.terminate().catch(() => {});
      outcome();
    };
    const fail = (cause: unknown) =>
      finish(() => reject(cause instanceof Error ? cause : new Error(String(cause), { cause })));

    const timer = setTimeout(() => fail(new Error("the worker took too long")), limits.timeLimitMs);
    worker.on("message", (answer: T) => finish(() => resolve(answer)));
    worker.on("messageerror", (error) => fail(error));
    // A worker out of its heap (ERR_WORKER_OUT_OF_MEMORY) or one that threw.
    worker.on("error", (error) => fail(error));
    worker.on("exit", (code) => fail(new Error(`the worker exited (${code}) without an answer`)));
  });
}
