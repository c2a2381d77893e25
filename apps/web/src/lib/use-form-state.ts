import { useCallback, useMemo, useRef, useState } from "react";
import type { z } from "zod";

export type ValidationResult<Out> = { ok: true; data: Out } | { ok: false; errors: Record<string, string> };

/**
 * The web's one form state (the kit's forms and every hand-written form). Validation is a
 * function, usually a contract schema over the converted values (`checkWith`), so browser and
 * server share the rules; errors are message keys (or server text) translated when shown.
 */
export function useFormState<V extends Record<string, unknown>, Out>(
  initial: V,
  check: (values: V) => ValidationResult<Out>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [baseline, setBaseline] = useState<V>(initial);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  /** Sets one field; an updater reads the field's latest value (for callbacks made before a re-render). */
  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K] | ((current: V[K]) => V[K])) => {
      const nextValue =
        typeof value === "function" ? (value as (current: V[K]) => V[K])(valuesRef.current[name]) : value;
      const next = { ...valuesRef.current, [name]: nextValue };
      valuesRef.current = next;
      setValues(next);
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _previous, ...rest } = current;
        const result = check(next);
        const message = result.ok ? undefined : result.errors[name];
        return message ? { ...rest, [name]: message } : rest;
      });
    },
    [check],
  );

  const validateField = useCallback(
    (name: keyof V & string) => {
      const result = check(valuesRef.current);
      const message = result.ok ? undefined : result.errors[name];
      setErrors((current) => {
        const { [name]: _previous, ...rest } = current;
        return message ? { ...rest, [name]: message } : rest;
      });
      return !message;
    },
    [check],
  );

  const validate = useCallback((): Out | null => {
    const result = check(valuesRef.current);
    if (result.ok) {
      setErrors({});
      return result.data;
    }
    setErrors(result.errors);
    return null;
  }, [check]);

  /** Replaces values and the "unchanged" baseline (after loading or saving). */
  const reset = useCallback((next: V) => {
    valuesRef.current = next;
    setValues(next);
    setBaseline(next);
    setErrors({});
  }, []);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);

  return { values, errors, setValue, validateField, validate, setErrors, reset, dirty };
}

/** First issue per top-level field of a Zod result, as message keys. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in found)) found[field] = issue.message;
  }
  return found;
}

/** The check of a form whose values are a contract schema's input as they are (text fields). */
export function checkWith<V, Out>(schema: z.ZodType<Out, V>): (values: V) => ValidationResult<Out> {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
  };
}

/**
 * The check of a form whose values become the schema's input through `toInput` (numbers from the
 * text of a number box, an id from a select, only the fields of the chosen mode).
 */
export function checkConverted<V, Out>(
  schema: z.ZodType<Out>,
  toInput: (values: V) => unknown,
): (values: V) => ValidationResult<Out> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
  };
}
