import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { ZCloseRecallInput } from "@suyuan/contracts/recall/recall-operations";
import type { TRecallItem } from "@suyuan/contracts/recall/recall-resource";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";

const CHECK = checkWith(ZCloseRecallInput.pick({ closeNote: true }));

/**
 * Closes an active recall with a note, or edits the note of a closed one (the only change a
 * closed recall allows).
 */
export function RecallCloseModal({ recall, onClose }: { recall: TRecallItem | null; onClose: () => void }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const form = useFormState({ closeNote: "" }, CHECK);
  const { reset } = form;
  const close = useMutation(trpc.recall.close.mutationOptions());
  const editNote = useMutation(trpc.recall.updateCloseNote.mutationOptions());
  const closing = recall?.status === "active";

  useEffect(() => reset({ closeNote: recall?.closeNote ?? "" }), [recall, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!recall || !values) return;
    (closing ? close : editNote).mutate(
      { id: recall.id, ...values },
      {
        onSuccess: () => {
          notifySuccess(closing ? t("recall.closedDone") : t("recall.closeNoteSaved"));
          void queryClient.invalidateQueries({ queryKey: trpc.recall.pathKey() });
          onClose();
        },
        onError: (failure) => form.setErrors(serverFieldErrors(notifyFailure(failure, t))),
      },
    );
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
            value={form.values.closeNote}
            onChange={(event) => form.setValue("closeNote", event.currentTarget.value)}
            error={form.errors.closeNote ? ts(form.errors.closeNote) : undefined}
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
