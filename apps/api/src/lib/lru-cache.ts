/**
 * A small least-recently-used map (a Map keeps insertion order; a hit moves to the end): what a
 * process keeps of recent work, such as compiled template solutions or QR codes.
 */
export class LruCache<T> {
  readonly #entries = new Map<string, T>();
  constructor(readonly limit: number) {}

  get(key: string): T | undefined {
    const found = this.#entries.get(key);
    if (found !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: T): T {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limit) break;
      this.#entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
