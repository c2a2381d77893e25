import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { SETTINGS_TEXTS as T } from "./settings-texts.ts";

type TextKey = keyof typeof T;
type Value = string | number | boolean | null;

/** One field of a settings form: its kind decides the input and what is sent. */
export type SettingsField = {
  key: string;
  kind: "switch" | "number" | "text" | "secret" | "textarea";
  label: TextKey;
  hint?: TextKey;
  min?: number;
  max?: number;
  /** A number that may be left empty (sent as null). */
  nullable?: boolean;
};

/** What the form sends: numbers as numbers, blank secrets left out (the stored one is kept). */
function payloadOf(fields: readonly SettingsField[], values: Record<string, Value>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === "secret" && (value === "" || value === null)) continue;
    if (field.kind === "number" && (value === "" || value === null)) {
      if (field.nullable) payload[field.key] = null;
      continue;
    }
    payload[field.key] = value;
  }
  return payload;
}

/**
 * A settings group's form: the stored values, saved as one (the server logs old and new).
 * Secrets are never shown: blank keeps the stored one.
 */
export function SettingsForm({
  fields,
  initial,
  onSave,
  saving,
  testId,
  extra,
}: {
  fields: readonly SettingsField[];
  initial: Record<string, unknown>;
  onSave: (payload: Record<string, unknown>) => Promise<unknown>;
  saving: boolean;
  testId: string;
  extra?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const [values, setValues] = useState<Record<string, Value>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, (initial[field.key] as Value | undefined) ?? null])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: string, value: Value) => setValues((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await onSave(payloadOf(fields, values));
      notifySuccess(pick(T.saved, locale));
    } catch (error) {
      setErrors(serverFieldErrors(notifyFailure(error, t)));
    }
  };
  const input = (field: SettingsField) => {
    const common = {
      key: field.key,
      label: pick(T[field.label], locale),
      description: field.hint ? pick(T[field.hint], locale) : undefined,
      error: errors[field.key],
      "data-testid": `${testId}-${field.key}`,
    };
    const value = values[field.key];
    switch (field.kind) {
      case "switch":
        return (
          <Switch
            {...common}
            checked={value === true}
            onChange={(event) => set(field.key, event.currentTarget.checked)}
          />
        );
      case "number":
        return (
          <NumberInput
            {...common}
            min={field.min}
            max={field.max}
            allowDecimal={false}
            value={typeof value === "number" ? value : ""}
            onChange={(next) => set(field.key, typeof next === "number" ? next : null)}
          />
        );
      case "secret":
        return (
          <PasswordInput
            {...common}
            placeholder={pick(T.secretHint, locale)}
            autoComplete="new-password"
            value={typeof value === "string" ? value : ""}
            onChange={(event) => set(field.key, event.currentTarget.value)}
          />
        );
      case "textarea":
        return (
          <Textarea
            {...common}
            autosize
            minRows={2}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => set(field.key, event.currentTarget.value)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => set(field.key, event.currentTarget.value)}
          />
        );
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <Stack gap="md" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields.map(input)}</SimpleGrid>
        <Group justify="flex-end">
          {extra}
          <Button type="submit" loading={saving} data-testid={`${testId}-save`}>
            {pick(T.save, locale)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
