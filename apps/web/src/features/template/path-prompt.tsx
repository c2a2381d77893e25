import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";

/** A small dialog asking for a path (new file, new folder, rename). */
export function PathPrompt({
  title,
  label,
  hint,
  initial,
  submitLabel,
  cancelLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  hint: string;
  initial: string;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: (path: string) => Promise<void>;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(value.trim());
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
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy} disabled={value.trim() === ""}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
