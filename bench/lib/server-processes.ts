import { SERVER_NODE_FLAGS } from "@suyuan/api/server-node-flags";
import { freePort } from "@suyuan/pg-cluster";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_SERVER_ENV } from "./bench-server-config.ts";

/** What the built API server prints once it listens. */
const API_SERVER_READY = "Suyuan is running";

/** The built API server's entry (or `entry`); throws when it has not been built. */
export function builtServerEntry(
  entry = fileURLToPath(new URL("../../apps/api/dist/server.js", import.meta.url)),
): string {
  if (!existsSync(entry)) throw new Error("Build the server first: npm run build --workspace @suyuan/api");
  return entry;
}

/**
 * The server's Node flags as `npm start` gives them, then SERVER_NODE_ARGS: e.g. "--cpu-prof
 * --cpu-prof-dir=/tmp/prof" to profile the server under load (a later flag wins).
 */
export function serverNodeArgs(): string[] {
  return [...SERVER_NODE_FLAGS, ...(process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean)];
}

export function waitFor(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`process exited with ${code} before "${text}"`)));
  });
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Spawns the built API server on 127.0.0.1:`port` with the bench settings plus `env`. */
export function spawnApiServer(entry: string, port: number, env: Record<string, string>, nodeArgs: string[] = []) {
  return spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      PATH: process.env.PATH ?? "",
      // glibc's allocator setting, passed on so a run can compare it (see the goods-list figures).
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      ...BENCH_SERVER_ENV,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Starts a built server on `databaseUrl`; resolves with it and its base URL once it listens. */
export async function startApiServer(options: {
  entry: string;
  databaseUrl: string;
  poolMax: number;
  nodeArgs?: string[];
  /** More environment for the server (e.g. TRAFFIC_COLLECTION=false). */
  env?: Record<string, string>;
}) {
  const port = await freePort();
  const child = spawnApiServer(
    options.entry,
    port,
    {
      DATABASE_URL: options.databaseUrl,
      DB_POOL_MAX: String(options.poolMax),
      DATA_DIR: mkdtempSync(join(tmpdir(), "suyuan-bench-")),
      ...options.env,
    },
    options.nodeArgs ?? serverNodeArgs(),
  );
  await waitFor(child, API_SERVER_READY);
  return { child, base: `http://127.0.0.1:${port}` };
}

/** Waits for a server spawned by spawnApiServer to listen. */
export const apiServerReady = (child: ChildProcess) => waitFor(child, API_SERVER_READY);

/** Spawns one of the bench's own TypeScript servers (run by tsx from bench/) with `env`. */
export function spawnTsxServer(script: string, env: Record<string, string>) {
  return spawn(process.execPath, ["--import", "tsx", script], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "inherit"],
    cwd: fileURLToPath(new URL("..", import.meta.url)),
  });
}
