// Starts a throwaway PostgreSQL cluster from Debian's binaries, for tests, benchmarks and
// migration authoring. Install them with `apt-get install -y postgresql`.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function findPostgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      "PostgreSQL server binaries not found under /usr/lib/postgresql. Install them: apt-get install -y postgresql " +
        "(or set TEST_DATABASE_URL to a server you run).",
    );
  }
  return join(root, versions[0], "bin");
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a server binary as the postgres user when we are root (initdb refuses root). */
function run(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  }
}

/** @returns {Promise<{ url: string, port: number, dir: string, stop: () => void }>} */
export async function startTempCluster({ port } = {}) {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), "suyuan-pg-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  const dataDir = join(dir, "data");
  const listenPort = port ?? (await freePort());
  run(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8"]);
  const serverOptions = `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    run(join(bin, "pg_ctl"), ["-D", dataDir, "-w", "-l", join(dir, "log"), "-o", serverOptions, "start"]);
  start();
  let stopped = false;
  let running = true;
  return {
    url: `postgresql://postgres@127.0.0.1:${listenPort}/postgres`,
    port: listenPort,
    dir,
    /** Shuts the server down (fast: open connections are cut), keeping its data for resume(). */
    pause() {
      run(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    resume() {
      start();
      running = true;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (running) run(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
