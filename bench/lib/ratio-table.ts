import { outcomeKey, type BenchMethod, type Outcome } from "./interleaved-rounds.ts";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Prints each method's throughput, latencies and machine CPU time per request (every process:
 * database, server and load generator) per connection count, as a ratio of the first method's
 * (the raw loop); returns true when a method fell below its target or any method gave a bad answer.
 */
export function printRatioTable(options: {
  methods: BenchMethod[];
  outcomes: Map<string, Outcome>;
  connections: number[];
  labelWidth: number;
}): boolean {
  const { methods, outcomes, labelWidth } = options;
  console.log(
    `connections  ${"method".padEnd(labelWidth)}  req/s   p50 ms   p99 ms   CPU ms/req   vs raw   bad answers`,
  );
  let missed = false;
  for (const connections of options.connections) {
    const rate = (label: string) => {
      const outcome = outcomes.get(outcomeKey(connections, label));
      return outcome ? outcome.requests / outcome.seconds : Number.NaN;
    };
    const raw = rate(methods[0]?.label ?? "");
    for (const method of methods) {
      const outcome = outcomes.get(outcomeKey(connections, method.label));
      if (!outcome) continue;
      const ratio = rate(method.label) / raw;
      const { target } = method;
      // NaN (no answers at all) is under any target too.
      const under = target !== undefined && !(ratio >= target);
      if (under || outcome.bad > 0) missed = true;
      console.log(
        `${String(connections).padStart(11)}  ${method.label.padEnd(labelWidth)}${rate(method.label).toFixed(0).padStart(7)}` +
          `${median(outcome.p50).toFixed(1).padStart(9)}${median(outcome.p99).toFixed(1).padStart(9)}` +
          `${(outcome.cpuMs === undefined ? "" : (outcome.cpuMs / outcome.requests).toFixed(2)).padStart(13)}` +
          `${ratio.toFixed(2).padStart(8)}x${String(outcome.bad).padStart(13)}${target === undefined ? "" : under ? `  MISSED: under ${target}x` : `  ok (target ${target}x)`}`,
      );
    }
  }
  return missed;
}

/** Prints an EXPLAIN's rows under `title`. */
export function printPlan(title: string, rows: Record<string, string>[]): void {
  console.log(`\n${title}:\n${rows.map((row) => `  ${Object.values(row)[0]}`).join("\n")}`);
}

/** Ends the bench with exit code 1 when a target was missed. */
export function reportMissedTargets(missed: boolean): void {
  if (!missed) return;
  console.error("\nFAILED: a method fell under its target or gave bad answers (MISSED or bad answers above).");
  process.exitCode = 1;
}
