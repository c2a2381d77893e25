import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";

type ConfirmOptions = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
};

/** A confirmation dialog before a destructive or far-reaching action. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
}: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: danger ? { color: "red" } : {},
    onConfirm,
  });
}
