import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import type { TRecallItem } from "@suyuan/contracts/recall/recall-resource";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";

/**
 * Closes an active recall with a note, or edits the note of a closed one (the only change a
 * closed recall allows).
 */
export function RecallCloseModal({ recall, onClose }: { recall: TRecallItem | null; onClose: () => void }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = useMutation(trpc.recall.close.mutationOptions());
  const editNote = useMutation(trpc.recall.updateCloseNote.mutationOptions());
  const closing = recall?.status === "active";

  useEffect(() => {
    setNote(recall?.closeNote ?? "");
    setError(null);
  }, [recall]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recall) return;
    const input = { id: recall.id, closeNote: note };
    (closing ? close : editNote).mutate(input, {
      onSuccess: () => {
        notifySuccess(closing ? t("recall.closedDone") : t("recall.closeNoteSaved"));
        void queryClient.invalidateQueries({ queryKey: trpc.recall.pathKey() });
        onClose();
      },
      onError: (failure) => setError(serverFieldErrors(notifyFailure(failure, t)).closeNote ?? null),
    });
  };

  return (
    <Modal
      opened={recall !== null}
      onClose={onClose}
      title={closing ? t("recall.closeTitle", { title: recall?.title ?? "" }) : t("recall.editCloseNote")}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {closing ? (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              {t("recall.closeHint")}
            </Alert>
          ) : null}
          <Textarea
            label={t("recall.closeNote")}
            placeholder={t("recall.closeNotePlaceholder")}
            autosize
            minRows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={error ? ts(error) : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color={closing ? "red" : undefined} loading={close.isPending || editNote.isPending}>
              {closing ? t("recall.close") : t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
