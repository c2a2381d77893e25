import { changeFeedLive, onTableChange } from "@suyuan/db/change-feed";
import { LruCache } from "./lru-cache.ts";

type Entry<T> = { value: T; readAt: number };

/**
 * A per-process cache of what the database answered, for reads on every request (the caller's
 * session and access, the goods class tree). It answers from memory only while this process
 * listens for change notices (@suyuan/db/change-feed), and forgets everything when a change to
 * one of `tables` commits anywhere, so no process keeps answering with what a change made stale.
 * `maxAgeMs` bounds an entry's life besides, should a notice ever be missed.
 */
export class ChangeAwareCache<T> {
  readonly #entries: LruCache<Entry<T>>;
  /** Raised by every reset: a read that started before a reset must not be stored after it. */
  #generation = 0;
  /**
   * The reads under way, by key: requests that miss together (50 at once under load after a
   * change notice) share one read instead of each asking the database.
   */
  readonly #reading = new Map<string, Promise<T>>();

  constructor(readonly options: { tables: readonly string[]; maxEntries: number; maxAgeMs: number }) {
    this.#entries = new LruCache(options.maxEntries);
    onTableChange((table) => {
      if (table === null || options.tables.includes(table)) this.reset();
    });
  }

  reset(): void {
    this.#generation++;
    this.#entries.clear();
    // A read started before the reset may answer what the change made stale: later misses read afresh.
    this.#reading.clear();
  }

  /**
   * The cached value of `key`, or `read()`'s, stored when `keep(value)` says so and no change
   * notice arrived while it was read.
   */
  async get(key: string, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!changeFeedLive()) return read();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && now - hit.readAt < this.options.maxAgeMs) return hit.value;
    const generation = this.#generation;
    const underWay = this.#reading.get(key);
    // A shared read that fails fails only its own caller (it may have read in a transaction that
    // aborted): the others read for themselves.
    if (underWay) return underWay.catch(() => read());
    const reading = read();
    this.#reading.set(key, reading);
    try {
      const value = await reading;
      if (generation === this.#generation && changeFeedLive() && keep(value)) {
        this.#entries.set(key, { value, readAt: now });
      }
      return value;
    } finally {
      if (this.#reading.get(key) === reading) this.#reading.delete(key);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
    this.#reading.delete(key);
  }
}
