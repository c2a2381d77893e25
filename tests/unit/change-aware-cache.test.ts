import { PGlite } from "@electric-sql/pglite";
import { ChangeAwareCache } from "@suyuan/api/lib/change-aware-cache";
import { startPgliteFeed, type StopFeed } from "@suyuan/db/change-feed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The cache answers from memory only while the change feed listens: a real (in-memory) PGlite
// feeds it here.
let database: PGlite;
let stopFeed: StopFeed;
beforeAll(async () => {
  database = new PGlite();
  stopFeed = await startPgliteFeed(database);
});
afterAll(async () => {
  await stopFeed();
  await database.close();
});

/** A read that answers when `release` is called, counting its calls. */
function heldRead<T>(value: T) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = { calls: 0, release: () => release(), run: async () => (read.calls++, await gate, value) };
  return read;
}

describe("ChangeAwareCache", () => {
  it("shares one read among requests that miss together, then answers from memory", async () => {
    const cache = new ChangeAwareCache<string>({ tables: ["t"], maxEntries: 10, maxAgeMs: 60_000 });
    const read = heldRead("rule");
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get("k", read.run)));
    read.release();
    expect(await answers).toEqual(Array(50).fill("rule"));
    expect(read.calls).toBe(1);
    expect(await cache.get("k", read.run)).toBe("rule");
    expect(read.calls).toBe(1);
  });

  it("lets a failed shared read fail only its own caller", async () => {
    const cache = new ChangeAwareCache<string>({ tables: ["t"], maxEntries: 10, maxAgeMs: 60_000 });
    let fail: (error: Error) => void = () => {};
    const failing = new Promise<string>((_, reject) => (fail = reject));
    const first = cache.get("k", () => failing);
    let ownReads = 0;
    const second = cache.get("k", () => (ownReads++, Promise.resolve("read again")));
    fail(new Error("the first caller's transaction aborted"));
    await expect(first).rejects.toThrow("aborted");
    expect(await second).toBe("read again");
    expect(ownReads).toBe(1);
  });

  it("does not hand a read started before a reset to a request after it", async () => {
    const cache = new ChangeAwareCache<string>({ tables: ["t"], maxEntries: 10, maxAgeMs: 60_000 });
    const stale = heldRead("before the change");
    const early = cache.get("k", stale.run);
    cache.reset();
    const fresh = heldRead("after the change");
    const late = cache.get("k", fresh.run);
    stale.release();
    fresh.release();
    expect(await early).toBe("before the change");
    expect(await late).toBe("after the change");
    expect(await cache.get("k", stale.run)).toBe("after the change");
  });
});
