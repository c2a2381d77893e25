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
import { Fragment, useMemo, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";

type Value = string | number | boolean | null;

/** One field of a settings form: its kind decides the input and what is sent. */
export type SettingsField = {
  key: string;
  /** "lines": a text area sent as its non-blank lines (a list of addresses). */
  kind: "switch" | "number" | "text" | "secret" | "textarea" | "lines";
  label: UiKey;
  hint?: UiKey;
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
    if (field.kind === "lines") {
      payload[field.key] = (typeof value === "string" ? value : "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      continue;
    }
    payload[field.key] = value;
  }
  return payload;
}

/** The stored values as the inputs hold them (a list as its lines). */
function valuesOf(fields: readonly SettingsField[], initial: Record<string, unknown>): Record<string, Value> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = initial[field.key];
      if (field.kind === "lines") return [field.key, Array.isArray(value) ? value.join("\n") : ""];
      return [field.key, (value as Value | undefined) ?? null];
    }),
  );
}

/** Checks what the form sends with the group's contract schema; sends it as built (the server parses it). */
function checkSettings(
  fields: readonly SettingsField[],
  schema: z.ZodType,
): (values: Record<string, Value>) => ValidationResult<Record<string, unknown>> {
  return (values) => {
    const payload = payloadOf(fields, values);
    const result = schema.safeParse(payload);
    return result.success ? { ok: true, data: payload } : { ok: false, errors: issuesByField(result.error.issues) };
  };
}

/**
 * A settings group's form: the stored values, checked with the group's update schema and saved as
 * one (the server logs old and new). Secrets are never shown: blank keeps the stored one.
 */
export function SettingsForm({
  fields,
  initial,
  schema,
  onSave,
  saving,
  testId,
  extra,
}: {
  fields: readonly SettingsField[];
  initial: Record<string, unknown>;
  /** The group's update input (the procedure's contract schema). */
  schema: z.ZodType;
  onSave: (payload: Record<string, unknown>) => Promise<unknown>;
  saving: boolean;
  testId: string;
  extra?: ReactNode;
}) {
  const { t, ts } = useI18n();
  const check = useMemo(() => checkSettings(fields, schema), [fields, schema]);
  const form = useFormState(valuesOf(fields, initial), check);
  const { values, errors } = form;
  const set = (key: string, value: Value) => form.setValue(key, value);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    try {
      await onSave(payload);
      notifySuccess(t("settings.saved"));
    } catch (error) {
      form.setErrors(serverFieldErrors(notifyFailure(error, t)));
    }
  };
  const input = (field: SettingsField) => {
    const error = errors[field.key];
    const common = {
      label: t(field.label),
      description: field.hint ? t(field.hint) : undefined,
      error: error ? ts(error) : undefined,
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
            placeholder={t("settings.secretHint")}
            autoComplete="new-password"
            value={typeof value === "string" ? value : ""}
            onChange={(event) => set(field.key, event.currentTarget.value)}
          />
        );
      case "textarea":
      case "lines":
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((field) => (
            <Fragment key={field.key}>{input(field)}</Fragment>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          {extra}
          <Button type="submit" loading={saving} data-testid={`${testId}-save`}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
