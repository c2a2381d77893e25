import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@suyuan/pg-cluster";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` as a person or a process supervisor runs it: npm, a shell, the (cached) build, then the
// server. Stopping npm must stop the server with it, not leave it holding the port and the database.
const root = fileURLToPath(new URL("../..", import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every process below `pid` (Linux /proc), so the test can see none is left behind. */
function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 4th field, after the command in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie has ended; only its parent has not collected it yet.
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function until(condition: () => boolean | Promise<boolean>, deadlineMs: number): Promise<boolean> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

describe("npm start", () => {
  // SIGTERM, as a process supervisor or `kill` sends it (Ctrl+C in a terminal reaches every process
  // of the group anyway, and npm forwards SIGINT the same way).
  const signal = "SIGTERM";
  it(`ends the server when npm receives ${signal}`, { timeout: 420_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "suyuan-npm-start-"));
    dirs.push(dataDir);
    const port = await freePort();
    const npm = spawn("npm", ["start"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? tmpdir(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_PASSWORD: "Start-pass-123",
        LOG_LEVEL: "warn",
        // No turbo telemetry notice or update check in the test's output.
        TURBO_TELEMETRY_DISABLED: "1",
        DO_NOT_TRACK: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<void>((resolve) => npm.on("exit", () => resolve()));
    const pid = npm.pid ?? 0;
    let tree: number[] = [];
    try {
      // npm start builds first: a cache hit after `npm run build`, a real build on a busy machine otherwise.
      expect(await until(() => /Suyuan is running: \S+/.test(output), 360_000), output).toBe(true);
      expect(await portOpen(port)).toBe(true);
      tree = descendantsOf(pid);
      expect(tree.length, "npm runs the server below it").toBeGreaterThan(0);

      npm.kill(signal);
      // The server drains and closes the database in well under its own 10 s limit.
      expect(await until(async () => !(await portOpen(port)), 15_000), `port ${port} still open`).toBe(true);
      expect(await until(() => tree.every((child) => !isAlive(child)), 15_000), output).toBe(true);
      await exited;
      expect(readdirSync(dataDir)).not.toContain("suyuan.lock");
    } finally {
      // A failed run must not leave a server behind for the next test.
      for (const child of new Set([...tree, ...descendantsOf(pid)])) if (isAlive(child)) process.kill(child, "SIGKILL");
      npm.kill("SIGKILL");
    }
  });
});
