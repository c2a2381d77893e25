import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "@suyuan/api/server-node-flags";
import { freePort } from "@suyuan/pg-cluster";

const SERVER_ENTRY = fileURLToPath(new URL("../../apps/api/dist/server.js", import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves when the output matches, rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
};

/** Runs the built server (`node apps/api/dist/server.js`) as its own process. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: npm test builds it first (npm run build).`);
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) {
            listeners.delete(check);
            resolve(match[0]);
          }
        };
        listeners.add(check);
        check();
        void exited.then((code) => {
          if (listeners.has(check)) reject(new Error(`server exited (${code}) before ${pattern}:\n${text}`));
        });
      });
    },
  };
}
