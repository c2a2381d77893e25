import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

/** Sets the separate API-account password (the old one is needed once one is set). */
export function ApiPasswordModal({ onClose }: { onClose: () => void }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useMutation(trpc.apiAccount.updatePassword.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          notifySuccess(t("integration.passwordSaved"));
          onClose();
        },
        onError: (error) => setErrors(serverFieldErrors(notifyFailure(error, t))),
      },
    );
  };
  const error = (name: string) => (errors[name] ? ts(errors[name]) : undefined);

  return (
    <Modal opened onClose={onClose} title={t("integration.passwordTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t("integration.passwordHint")}
          </Alert>
          <PasswordInput
            label={t("integration.oldPassword")}
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.currentTarget.value)}
            error={error("oldPassword")}
          />
          <PasswordInput
            label={t("integration.newPassword")}
            autoComplete="new-password"
            withAsterisk
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            error={error("newPassword")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
