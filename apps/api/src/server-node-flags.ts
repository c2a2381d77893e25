/**
 * The Node flags the API server runs with (`npm start`; the bench and the tests start it the same
 * way, and a unit test keeps the start script in step). The V8 heap is capped so the process
 * stays small under load instead of letting garbage pile up: 128 MB of old space holds a busy
 * server's live data several times over, and an 8 MB young generation keeps short-lived request
 * garbage from inflating it, and two V8 helper threads (not one per core) keep fewer glibc
 * allocator arenas (bench/goods-list.ts: 435-491 MB peak before, 241 MB with all three). Work that needs more memory
 * than that runs in a worker thread with its own limit (lib/isolated-worker.ts: spreadsheet imports
 * and the text of imported documents).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=8", "--v8-pool-size=2"] as const;
