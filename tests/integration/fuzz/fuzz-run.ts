import fc from "fast-check";

// Fixed seeds and bounded runs, so `npm test` sees the same probes every time and stays fast.
// FUZZ_SEED and FUZZ_RUNS widen a local hunt: FUZZ_SEED=123 FUZZ_RUNS=100 npx vitest run …

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 0);

/** A seed per subject (procedure or path), stable whatever order the subjects run in. */
function seedFor(subject: string): number {
  let hash = FUZZ_SEED | 0;
  for (let index = 0; index < subject.length; index += 1)
    hash = Math.imul(hash ^ subject.charCodeAt(index), 16_777_619);
  return hash | 0;
}

/**
 * Checks a property over `runs` probes (FUZZ_RUNS overrides) with the subject's seed; null when it
 * held, else fast-check's report (seed, path and counterexample, enough to replay it).
 */
export async function checkProperty<T>(
  subject: string,
  arbitrary: fc.Arbitrary<T>,
  runs: number,
  predicate: (value: T) => Promise<boolean | void>,
): Promise<string | null> {
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), {
    seed: seedFor(subject),
    numRuns: FUZZ_RUNS || runs,
    // Shrinking would send many more requests; the seed and path replay the failure exactly.
    endOnFailure: true,
  });
  if (!details.failed) return null;
  return `${subject}: ${fc.defaultReportMessage(details) ?? "failed"}`;
}
