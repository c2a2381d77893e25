import { useCallback, useRef, useState } from "react";
import type { z } from "zod";

type StringRecord = Record<string, string>;
export type FieldErrors<V extends StringRecord> = Partial<Record<keyof V & string, string>>;

/**
 * A small form state holder that validates with the contracts' Zod schemas, so the browser and the
 * server apply the same rules. Errors are stored as message keys (or server text) and translated
 * when rendered, which keeps them correct across a language switch.
 */
export function useZodForm<V extends StringRecord, Out>(schema: z.ZodType<Out, V>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  // Read in callbacks that must see the latest values without re-creating handlers on each keystroke.
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const issuesFor = useCallback(
    (candidate: V): FieldErrors<V> => {
      const result = schema.safeParse(candidate);
      if (result.success) return {};
      const found: FieldErrors<V> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && !(field in found)) found[field as keyof V & string] = issue.message;
      }
      return found;
    },
    [schema],
  );

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      // Once a field shows an error, re-check it as the user types so the message clears promptly.
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _previous, ...rest } = current;
        const message = issuesFor(next)[name];
        return (message ? { ...rest, [name]: message } : rest) as FieldErrors<V>;
      });
    },
    [issuesFor],
  );

  const validateField = useCallback(
    (name: keyof V & string) => {
      const message = issuesFor(valuesRef.current)[name];
      setErrors((current) => {
        const { [name]: _previous, ...rest } = current;
        return (message ? { ...rest, [name]: message } : rest) as FieldErrors<V>;
      });
      return !message;
    },
    [issuesFor],
  );

  /** Validates everything; returns the parsed values or null (errors are then shown). */
  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(valuesRef.current);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesFor(valuesRef.current));
    return null;
  }, [schema, issuesFor]);

  const setError = useCallback((name: keyof V & string, message: string | null) => {
    setErrors((current) => {
      const { [name]: _previous, ...rest } = current;
      return (message ? { ...rest, [name]: message } : rest) as FieldErrors<V>;
    });
  }, []);

  return { values, errors, setValue, validateField, validate, setError };
}
