import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { useTestServer } from "../../support/test-server.ts";
import { loginCookie } from "../../support/trpc-http.ts";
import { checkProperty, FUZZ_SEED } from "./fuzz-run.ts";
import { describeValue, hostileValue } from "./hostile-values.ts";
import { PROCEDURES, type ProcedureProbe } from "./procedures.ts";
import { rowFingerprint } from "./row-fingerprint.ts";
import { plausibleInput, withValue } from "./schema-walk.ts";
import { callProcedure, inPool, loggedError, serverComplaints, type Answer } from "./wire.ts";

// Every tRPC procedure, called by the super-administrator (so every input reaches its contract)
// with inputs derived from its own Zod schema: a plausible input with one to three fields
// replaced by hostile values, or a hostile value as the whole input. A probe the contract refuses
// must get a clear 4xx and write nothing; one it accepts must still never get a 5xx.

const server = useTestServer();
let cookie: string;

beforeAll(async () => {
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

/** Procedures that would end the fuzz's own session. */
const SKIPPED = new Set(["auth.logout"]);
const RUNS_PER_PROCEDURE = 10;

type Probe = { input: unknown; label: string };

function probes(procedure: ProcedureProbe): fc.Arbitrary<Probe> {
  const base = plausibleInput(procedure.input);
  const whole = hostileValue.map((value) => ({ input: value, label: `input=${describeValue(value)}` }));
  if (procedure.fields.length === 0) return whole;
  const fields = procedure.fields;
  const corrupted = fc
    .uniqueArray(fc.nat({ max: fields.length - 1 }), { minLength: 1, maxLength: Math.min(3, fields.length) })
    .chain((indexes) =>
      fc.tuple(...indexes.map(() => hostileValue)).map((values) => {
        let input: unknown = base;
        const parts: string[] = [];
        indexes.forEach((index, at) => {
          const path = fields[index]!.path;
          input = withValue(input, path, values[at]);
          parts.push(`${path.join(".")}=${describeValue(values[at])}`);
        });
        return { input, label: parts.join(" ") };
      }),
    );
  return fc.oneof({ arbitrary: corrupted, weight: 5 }, { arbitrary: whole, weight: 1 });
}

/** What was wrong with an answer, or null: refused probes need a 4xx with a message, none a 5xx. */
function problemOf(answer: Answer, refused: boolean): string | null {
  if (answer.status >= 500)
    return `answered ${answer.status} ${JSON.stringify(answer.body)}${loggedError(server().logText(), answer.requestId)}`;
  if (!refused) return null;
  if (answer.status < 400) return `accepted by the server (${answer.status}) but refused by its contract`;
  const message = (answer.body as { error?: { json?: { message?: string } } } | null)?.error?.json?.message;
  return message ? null : `answered ${answer.status} without a message`;
}

describe(`tRPC fuzz (seed ${FUZZ_SEED})`, () => {
  it("answers malformed input to every procedure with a clear 4xx, in time, writing nothing", async () => {
    const subjects = PROCEDURES.filter((procedure) => !SKIPPED.has(procedure.path));
    expect(subjects.length).toBeGreaterThan(150);
    const accepted: { procedure: ProcedureProbe; probe: Probe }[] = [];
    const failures: string[] = [];
    const before = await rowFingerprint();

    await inPool(subjects, 3, async (procedure) => {
      const failure = await checkProperty(procedure.path, probes(procedure), RUNS_PER_PROCEDURE, async (probe) => {
        const refused = procedure.input ? !procedure.input.safeParse(probe.input).success : false;
        // Accepted probes may write; they run after the write check below.
        if (!refused) {
          accepted.push({ procedure, probe });
          return true;
        }
        const answer = await callProcedure(server().url, cookie, procedure.path, procedure.type, probe.input);
        const problem = problemOf(answer, true);
        if (problem) throw new Error(`${probe.label}: ${problem}`);
        return true;
      });
      if (failure) failures.push(failure);
    });

    expect(failures).toEqual([]);
    expect(await rowFingerprint()).toEqual(before);
    expect(serverComplaints(server().logText())).toEqual([]);

    // The probes their contracts accept (hostile values that are valid text, edge numbers): they
    // may write, but must never fail on the server.
    const acceptedFailures: string[] = [];
    await inPool(accepted, 3, async ({ procedure, probe }) => {
      try {
        const answer = await callProcedure(server().url, cookie, procedure.path, procedure.type, probe.input);
        const problem = problemOf(answer, false);
        if (problem) acceptedFailures.push(`${procedure.path} ${probe.label}: ${problem}`);
      } catch (error) {
        acceptedFailures.push(`${procedure.path} ${probe.label}: ${(error as Error).message}`);
      }
    });
    expect(acceptedFailures).toEqual([]);
    expect(serverComplaints(server().logText())).toEqual([]);
  }, 240_000);
});
