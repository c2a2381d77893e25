import { readFileSync } from "node:fs";

/**
 * One method's figures over one or more runs (latencies kept per run, for their median);
 * `cpuMs`: the whole machine's busy CPU time while it ran (all processes: database, server, load).
 */
export type Outcome = { requests: number; seconds: number; p50: number[]; p99: number[]; bad: number; cpuMs?: number };

/** The machine's busy CPU time so far, in ms (/proc/stat: all but idle and iowait). */
function machineBusyMs(): number {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  // USER_HZ is 100 on Linux: one tick is 10 ms.
  return (user + nice + system + irq + softirq + steal) * 10;
}

/**
 * A way of answering the benched request; `target`: the throughput it must reach as a ratio of
 * its table's first method (the raw one), or none when it is shown only for comparison.
 */
export type BenchMethod = {
  label: string;
  run: (connections: number, seconds: number) => Promise<Outcome>;
  target?: number;
};

export const outcomeKey = (connections: number, label: string) => `${connections}|${label}`;

/** Warms every method up (JIT, pools, prepared statements) before the measured rounds. */
export async function warmUp(methods: BenchMethod[]): Promise<void> {
  for (const method of methods) await method.run(10, 2);
}

/**
 * Runs every method `rounds` times at each connection count, one after another, so a burst of
 * load on this shared machine falls on all of them alike; sums each method's runs by outcomeKey.
 */
export async function interleavedRounds(
  methods: BenchMethod[],
  plan: { connections: number[]; rounds: number; duration: number },
): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  for (const connections of plan.connections) {
    for (let round = 0; round < plan.rounds; round++) {
      for (const method of methods) {
        const busyBefore = machineBusyMs();
        const outcome = { ...(await method.run(connections, plan.duration)), cpuMs: 0 };
        outcome.cpuMs = machineBusyMs() - busyBefore;
        const key = outcomeKey(connections, method.label);
        const sum = outcomes.get(key);
        outcomes.set(
          key,
          sum
            ? {
                requests: sum.requests + outcome.requests,
                seconds: sum.seconds + outcome.seconds,
                p50: [...sum.p50, ...outcome.p50],
                p99: [...sum.p99, ...outcome.p99],
                bad: sum.bad + outcome.bad,
                cpuMs: (sum.cpuMs ?? 0) + outcome.cpuMs,
              }
            : outcome,
        );
      }
    }
  }
  return outcomes;
}

/** The machine's 1, 5 and 15 minute load averages, printed beside the figures they may explain. */
export function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}

/** The list benches' load plan: CONNECTIONS (comma-separated), DURATION seconds a run, ROUNDS. */
export function roundsPlanFromEnv() {
  return {
    connections: (process.env.CONNECTIONS ?? "10,50").split(",").map(Number),
    duration: Number(process.env.DURATION ?? 5),
    rounds: Number(process.env.ROUNDS ?? 3),
  };
}
