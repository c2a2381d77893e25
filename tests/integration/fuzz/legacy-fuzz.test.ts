import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, md5Sign } from "../../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { useTestServer } from "../../support/test-server.ts";
import { checkProperty, FUZZ_SEED } from "./fuzz-run.ts";
import { describeValue, HOSTILE_FORM_TEXT, hostileFormText } from "./hostile-values.ts";
import { envelopeCode, plausibleForm, refusedByContract, signedForm } from "./legacy-forms.ts";
import { LEGACY_PATHS, type LegacyProbe } from "./procedures.ts";
import { rowFingerprint } from "./row-fingerprint.ts";
import { inPool, loggedError, postLegacy, serverComplaints, type Answer } from "./wire.ts";

// Every legacy path (derived from procedure metadata, and the hand-written ones), as the
// super-administrator: signed form posts with fields derived from the path's contract and
// replaced by hostile text, protocol fields (appId, nonce, sign, sessionKey, site) that are
// hostile themselves, repeated fields and raw bodies no client should send. A refused call must
// answer a clear envelope code (never 500) and write nothing, not even its nonce.

const server = useTestServer();
let sessionKey: string;

beforeAll(async () => {
  const client = new LegacyClient(server().url, TEST_LEGACY);
  const login = await client.login(TEST_ADMIN.username, TEST_ADMIN.password);
  expect(login.code).toBe("200");
  sessionKey = client.sessionKey!;
});

const RUNS_PER_PATH = 6;
const FAILED_CODES = new Set(["500", "503"]);

/** What was wrong with a legacy answer, or null. */
function problemOf(answer: Answer, refused: boolean): string | null {
  const code = envelopeCode(answer.body);
  if (answer.status >= 500 || (code !== null && FAILED_CODES.has(code)))
    return `answered ${answer.status} ${JSON.stringify(answer.body)}${loggedError(server().logText(), answer.requestId)}`;
  if (!refused) return null;
  if (code === null || code === "200") return `accepted (${answer.status}, code ${code}) but refused by its contract`;
  const message = (answer.body as { message?: string }).message;
  return message ? null : `code ${code} without a message`;
}

const body = (form: Record<string, string>) => new URLSearchParams(form).toString();

/** A form whose fields are replaced by hostile text; the rest is the route's plausible form. */
function fieldProbes(probe: LegacyProbe): fc.Arbitrary<{ form: Record<string, string>; label: string }> {
  const base = plausibleForm(probe);
  const names = probe.fieldNames;
  return fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: Math.min(3, names.length) })
    .chain((chosen) =>
      fc.tuple(...chosen.map(() => hostileFormText)).map((values) => {
        const fields = { ...base };
        chosen.forEach((name, index) => (fields[name] = values[index]!));
        return {
          form: signedForm(fields, sessionKey),
          label: chosen.map((name, index) => `${name}=${describeValue(values[index])}`).join(" "),
        };
      }),
    );
}

const PROTOCOL_FIELDS = ["appId", "nonce_str", "nonce", "nonceStr", "sign", "sessionKey", "_site_id_param"] as const;

/**
 * Calls refused by their fields in any case (a login without a password, a goods save without a
 * name), so a hostile protocol field that is let through still writes nothing.
 */
const REFUSED_CALLS: { path: string; fields: Record<string, string> }[] = [
  { path: "/api/admin/user/login", fields: { username: "admin" } },
  { path: "/api/admin/goods/save", fields: {} },
  { path: "/api/log/list", fields: { type: "login", pageNo: "0" } },
];

describe(`legacy fuzz (seed ${FUZZ_SEED})`, () => {
  it("answers hostile protocol fields, repeated fields and raw bodies with a refusal, writing nothing", async () => {
    const before = await rowFingerprint();
    const failures: string[] = [];
    for (const call of REFUSED_CALLS) {
      // Every protocol field with every catalogue value, then random ones.
      const cases = PROTOCOL_FIELDS.flatMap((name) => HOSTILE_FORM_TEXT.map((value) => ({ name, value })));
      await inPool(cases, 3, async ({ name, value }) => {
        const fields: Record<string, string> = { ...call.fields, [name]: value };
        // Only the named nonce field: the others blank (a blank field is not signed or read).
        if (name === "nonce" || name === "nonceStr") fields.nonce_str = "";
        const label = `${call.path} ${name}=${describeValue(value)}`;
        try {
          const answer = await postLegacy(server().url, call.path, body(signedForm(fields, sessionKey)));
          const problem = problemOf(answer, true);
          if (problem) failures.push(`${label}: ${problem}`);
        } catch (error) {
          failures.push(`${label}: ${(error as Error).message}`);
        }
      });
      const failure = await checkProperty(
        `protocol ${call.path}`,
        fc.tuple(fc.constantFrom(...PROTOCOL_FIELDS), hostileFormText),
        30,
        async ([name, value]) => {
          const answer = await postLegacy(
            server().url,
            call.path,
            body(signedForm({ ...call.fields, [name]: value }, sessionKey)),
          );
          const problem = problemOf(answer, true);
          if (problem) throw new Error(problem);
        },
      );
      if (failure) failures.push(failure);

      // A field sent twice; escapes that decode to no valid UTF-8; NUL in a field's name; many fields.
      const signed = signedForm(call.fields, sessionKey);
      const rawSigned = (raw: string) => {
        const fields = Object.fromEntries(new URLSearchParams(raw));
        return `${raw}&sign=${md5Sign(fields, TEST_LEGACY.appKey)}`;
      };
      const base = body({ ...signed, sign: "" }).replace(/&?sign=/, "");
      const raws = [
        `${body(signed)}&sessionKey=${encodeURIComponent(sessionKey)}`,
        `${body(signed)}&appId=x`,
        `${body(signed)}&nonce_str=%00`,
        rawSigned(`${base}&username=%ED%A0%80%C0%80%FF`),
        rawSigned(`${base}&user%00name=x&%00=%00`),
        rawSigned(`${base}&bad=%zz%&x=%E4%B8`),
        rawSigned(`${base}&${Array.from({ length: 3_000 }, (_, index) => `f${index}=1`).join("&")}`),
      ];
      for (const raw of raws) {
        const answer = await postLegacy(server().url, call.path, raw);
        const problem = problemOf(answer, true);
        if (problem) failures.push(`${call.path} raw ${describeValue(raw)}: ${problem}`);
      }
      // Multipart: NUL in names and values.
      const multipart = new FormData();
      for (const [name, value] of Object.entries(signedForm({ ...call.fields, "a\u0000": "b\u0000" }, sessionKey)))
        multipart.append(name, value);
      const answer = await postLegacy(server().url, call.path, multipart);
      const problem = problemOf(answer, true);
      if (problem) failures.push(`${call.path} multipart: ${problem}`);
    }
    expect(failures).toEqual([]);
    expect(await rowFingerprint()).toEqual(before);
    expect(serverComplaints(server().logText())).toEqual([]);
  }, 240_000);

  it("answers hostile fields on every legacy path with a clear code, in time, writing nothing", async () => {
    const subjects = LEGACY_PATHS.filter((probe) => probe.route.input && probe.fieldNames.length > 0);
    expect(subjects.length).toBeGreaterThan(100);
    const before = await rowFingerprint();
    const accepted: { probe: LegacyProbe; form: Record<string, string>; label: string }[] = [];
    const failures: string[] = [];
    await inPool(subjects, 3, async (probe) => {
      const failure = await checkProperty(probe.url, fieldProbes(probe), RUNS_PER_PATH, async ({ form, label }) => {
        // Accepted forms may write; they run after the write check below.
        if (!refusedByContract(probe, form)) {
          accepted.push({ probe, form, label });
          return;
        }
        const answer = await postLegacy(server().url, probe.url, body(form));
        const problem = problemOf(answer, true);
        if (problem) throw new Error(`${label}: ${problem}`);
      });
      if (failure) failures.push(failure);
    });
    expect(failures).toEqual([]);
    expect(await rowFingerprint()).toEqual(before);
    expect(serverComplaints(server().logText())).toEqual([]);

    const acceptedFailures: string[] = [];
    await inPool(accepted, 3, async ({ probe, form, label }) => {
      try {
        // A fresh nonce: the form was signed when it was generated, but never sent.
        const fields = Object.fromEntries(Object.entries(form).filter(([name]) => name !== "sign"));
        fields.nonce_str = `${form.nonce_str}-a`;
        const answer = await postLegacy(server().url, probe.url, body(signedForm(fields, sessionKey)));
        const problem = problemOf(answer, false);
        if (problem) acceptedFailures.push(`${probe.url} ${label}: ${problem}`);
      } catch (error) {
        acceptedFailures.push(`${probe.url} ${label}: ${(error as Error).message}`);
      }
    });
    expect(acceptedFailures).toEqual([]);
    expect(serverComplaints(server().logText())).toEqual([]);
  }, 240_000);
});
