import { describe, expect, it } from "vitest";
import { describeValue, HOSTILE_TEXT, HOSTILE_VALUES, unstorable } from "./hostile-values.ts";
import { LEGACY_PATHS, PROCEDURES } from "./procedures.ts";
import { MAX_INT4 } from "@suyuan/contracts/kit/primitives";
import { integersIn, plausibleInput, withValue } from "./schema-walk.ts";

// The exhaustive half of the fuzz, without a server: every field of every procedure's input and
// every legacy path's form, given every hostile value. A contract may refuse the value (the
// answer is then a clear 400 before anything runs) or accept it, but what it accepts must be
// storable: no NUL or lone surrogate, no number past int4, no date outside 1900-2999. Anything
// else is a value the database would refuse with a 500.

/** One finding per field and kind of problem (the first value that showed it), so the list stays readable. */
function report(findings: Map<string, string>, where: string, value: unknown, problem: string) {
  const kind = problem.split(" ")[0]!;
  const key = `${where} ${kind}`;
  if (!findings.has(key)) findings.set(key, `${where}=${describeValue(value)} accepted as ${problem}`);
}

describe("contracts refuse what the database cannot store", () => {
  it("covers every procedure and legacy path", () => {
    expect(PROCEDURES.length).toBeGreaterThan(150);
    expect(LEGACY_PATHS.length).toBeGreaterThan(100);
    expect(PROCEDURES.reduce((sum, procedure) => sum + procedure.fields.length, 0)).toBeGreaterThan(500);
  });

  it("every procedure input refuses or stores each hostile value in each field", () => {
    const findings = new Map<string, string>();
    for (const { path, input, fields } of PROCEDURES) {
      if (!input) continue;
      const base = plausibleInput(input);
      for (const field of fields) {
        for (const value of HOSTILE_VALUES) {
          // The field on its own, and inside an otherwise plausible input (object-level transforms).
          for (const [schema, candidate] of [
            [field.schema, value],
            [input, withValue(base, field.path, value)],
          ] as const) {
            const parsed = schema.safeParse(candidate);
            const problem = parsed.success ? unstorable(parsed.data) : null;
            if (problem) report(findings, `${path} ${field.path.join(".")}`, value, problem);
          }
        }
      }
    }
    expect([...findings.values()]).toEqual([]);
  });

  it("every integer in every procedure input stays within int4 (every integer column is int4)", () => {
    const findings: string[] = [];
    for (const { path, input } of PROCEDURES) {
      if (!input) continue;
      for (const integer of integersIn(input)) {
        for (const value of [MAX_INT4 + 1, -MAX_INT4 - 2, 2 ** 53 - 1]) {
          if (integer.schema.safeParse(value).success)
            findings.push(`${path} ${integer.path.join(".")} accepts ${value}`);
        }
      }
    }
    expect([...new Set(findings)]).toEqual([]);
  });

  it("every legacy form converts hostile text into a refusal or storable input", () => {
    const findings = new Map<string, string>();
    for (const { url, route, fieldNames } of LEGACY_PATHS) {
      if (!route.input) continue;
      for (const name of fieldNames) {
        for (const text of [...HOSTILE_TEXT, "1,2147483648", "1,\u0000", '["\\u0000"]', '{"a":"\\ud800"}']) {
          const fields = { [name]: text };
          const parsed = route.input.safeParse(route.fromForm ? route.fromForm(fields) : fields);
          const problem = parsed.success ? unstorable(parsed.data) : null;
          if (problem) report(findings, `${url} ${name}`, text, problem);
        }
      }
    }
    expect([...findings.values()]).toEqual([]);
  });
});
