import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { ZUpdateApiPasswordInput } from "@suyuan/contracts/api-account/api-account-operations";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

const CHECK = checkWith(ZUpdateApiPasswordInput);

/** Sets the separate API-account password (the old one is needed once one is set). */
export function ApiPasswordModal({ onClose }: { onClose: () => void }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const form = useFormState({ oldPassword: "", newPassword: "" }, CHECK);
  const update = useMutation(trpc.apiAccount.updatePassword.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    update.mutate(input, {
      onSuccess: () => {
        notifySuccess(t("integration.passwordSaved"));
        onClose();
      },
      onError: (error) => form.setErrors(serverFieldErrors(notifyFailure(error, t))),
    });
  };
  const error = (name: string) => (form.errors[name] ? ts(form.errors[name]) : undefined);

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
            value={form.values.oldPassword}
            onChange={(event) => form.setValue("oldPassword", event.currentTarget.value)}
            error={error("oldPassword")}
          />
          <PasswordInput
            label={t("integration.newPassword")}
            autoComplete="new-password"
            withAsterisk
            value={form.values.newPassword}
            onChange={(event) => form.setValue("newPassword", event.currentTarget.value)}
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
