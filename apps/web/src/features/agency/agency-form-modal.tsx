import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** An agency change's dialog: its fields, then 取消 and 确认 (busy while the change is saved). */
export function AgencyFormModal({
  title,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("agency.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The free-text note an agency change may carry. */
export function AgencyNoteInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useI18n();
  return (
    <Textarea
      label={t("agency.note")}
      autosize
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
