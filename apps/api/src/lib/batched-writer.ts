import type { Logger } from "./logger.ts";

// Records that requests produce (public page views, legacy API calls) are kept in this process's
// memory and written every few seconds in one statement: a request never waits for (or costs) a
// write of its own. The buffer is nobody else's state: each process writes its own records, so any
// number of processes add up. What a killed process had not written yet (at most the last interval
// of its records) is lost, which statistics and call logs can afford.

const DEFAULT_INTERVAL_MS = 5_000;

export type BatchedWriterOptions<T> = {
  /** Writes a batch in one statement; throws to keep the batch for the next flush. */
  write(items: T[]): Promise<void>;
  /** A flood (or a database that stays away) never grows the buffer past this; later items are dropped. */
  maxPending: number;
  intervalMs?: number;
};

export class BatchedWriter<T> {
  private pending: T[] = [];

  constructor(private readonly options: BatchedWriterOptions<T>) {}

  /** Keeps an item for the next flush (nothing is written here). */
  add(item: T): void {
    if (this.pending.length < this.options.maxPending) this.pending.push(item);
  }

  /** Drops what is waiting (collection switched off). */
  clear(): void {
    this.pending = [];
  }

  /** Writes what was gathered so far (one statement for all). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const items = this.pending;
    this.pending = [];
    try {
      await this.options.write(items);
    } catch (error) {
      // Kept for the next flush (the database may be restarting), within the cap.
      this.pending = [...items, ...this.pending].slice(0, this.options.maxPending);
      throw error;
    }
  }

  /**
   * Flushes every interval (after `beforeFlush`, when given) until stopped; the stop function
   * flushes once more.
   */
  start(log: Logger, what: string, beforeFlush?: () => Promise<void>): () => Promise<void> {
    const tick = async () => {
      if (beforeFlush)
        await beforeFlush().catch((error: unknown) => log.warn({ err: error }, `${what}: setting not read`));
      await this.flush().catch((error: unknown) => log.warn({ err: error }, `${what} not written yet`));
    };
    void tick();
    const timer = setInterval(() => void tick(), this.options.intervalMs ?? DEFAULT_INTERVAL_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await this.flush().catch((error: unknown) => log.warn({ err: error }, `${what} lost at shutdown`));
    };
  }
}
