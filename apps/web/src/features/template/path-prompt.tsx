import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useMemo, useState, type FormEvent } from "react";
import { z } from "zod";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";

/** A small dialog asking for a path (new file, new folder, rename) or a name, checked by `rule`. */
export function PathPrompt({
  title,
  label,
  hint,
  initial,
  rule,
  submitLabel,
  cancelLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  hint: string;
  initial: string;
  /** The contract's rule for the text (a solution path, a solution name). */
  rule: z.ZodType<string, string>;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: (path: string) => Promise<void>;
  onClose: () => void;
}) {
  const { ts } = useI18n();
  const check = useMemo(() => checkWith(z.object({ path: rule })), [rule]);
  const form = useFormState({ path: initial }, check);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      await onSubmit(input.path);
      onClose();
    } catch {
      // The caller has shown the failure; the dialog stays for a correction.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={label}
            description={hint}
            value={form.values.path}
            onChange={(event) => form.setValue("path", event.currentTarget.value)}
            error={form.errors.path ? ts(form.errors.path) : undefined}
            maxLength={200}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy} disabled={form.values.path.trim() === ""}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
