import { randomBytes } from "node:crypto";
import { md5Sign } from "../../support/legacy-client.ts";
import { TEST_LEGACY } from "../../support/test-env.ts";
import { wellFormed } from "./hostile-values.ts";
import type { LegacyProbe } from "./procedures.ts";
import { plausibleInput } from "./schema-walk.ts";

// Legacy forms for the fuzz: a plausible form of a route (its contract's plausible input as form
// text), signed as the legacy client signs it, with any field replaced first.

type Form = Record<string, string>;

function formText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value))
    return value.every((item) => typeof item !== "object") ? value.join(",") : JSON.stringify(value);
  if (typeof value === "object") return JSON.stringify(value);
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}

/** The route's plausible input as form fields (an update's `data` flattened, as the adapter reads it). */
export function plausibleForm(probe: LegacyProbe): Form {
  const input = plausibleInput(probe.route.input ?? undefined);
  const form: Form = {};
  if (!input || typeof input !== "object") return form;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (key === "data" && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        const text = formText(innerValue);
        if (text !== undefined) form[inner] = text;
      }
      continue;
    }
    const text = formText(value);
    if (text !== undefined) form[key === "page" ? "pageNo" : key] = text;
  }
  return form;
}

/**
 * The fields the server will read (lone surrogates become U+FFFD on the wire), with the protocol
 * fields added (a fresh nonce, the session) and signed. `sign` in `fields` replaces the signature.
 */
export function signedForm(fields: Form, sessionKey: string | undefined): Form {
  const form: Form = { appId: TEST_LEGACY.appId, nonce_str: randomBytes(12).toString("hex") };
  if (sessionKey) form.sessionKey = sessionKey;
  for (const [name, value] of Object.entries(fields)) form[wellFormed(name)] = wellFormed(value);
  const sign = form.sign;
  form.sign = md5Sign(form, TEST_LEGACY.appKey);
  if (sign !== undefined) form.sign = sign;
  return form;
}

/** What the adapter passes to a route's contract: exactly the fields it parsed. */
export function refusedByContract(probe: LegacyProbe, form: Form): boolean {
  const { route } = probe;
  if (!route.input) return false;
  return !route.input.safeParse(route.fromForm ? route.fromForm(form) : form).success;
}

/** The envelope's code, or null when the answer is no envelope (a file). */
export function envelopeCode(body: unknown): string | null {
  return body && typeof body === "object" && "code" in body ? String(body.code) : null;
}
