import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { ZResetUserPasswordInput } from "@suyuan/contracts/user/user-operations";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

type Values = { password: string; password2: string };
const EMPTY: Values = { password: "", password2: "" };

/** An administrator sets a new password for a user (strong-password rule; the user's sessions end). */
export function ResetPasswordModal({
  user,
  onClose,
}: {
  user: { id: number; username: string } | null;
  onClose: () => void;
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const userId = user?.id ?? 0;
  const check = useCallback(
    (values: Values): ValidationResult<Values & { id: number }> => {
      const result = ZResetUserPasswordInput.safeParse({ id: userId || 1, ...values });
      return result.success
        ? { ok: true, data: { ...result.data, id: userId } }
        : { ok: false, errors: issuesByField(result.error.issues) };
    },
    [userId],
  );
  const form = useFormState(EMPTY, check);
  const reset = useMutation(trpc.user.resetPassword.mutationOptions());
  const { reset: resetForm } = form;

  useEffect(() => resetForm(EMPTY), [userId, resetForm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input || !user) return;
    reset.mutate(input, {
      onSuccess: () => {
        notifySuccess(t("user.resetPasswordDone"));
        onClose();
      },
      onError: (error) => {
        const failure = notifyFailure(error, t);
        form.setErrors(serverFieldErrors(failure));
      },
    });
  };

  const error = (name: keyof Values) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t("user.resetPasswordTitle", { name: user?.username ?? "" })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t("user.resetPasswordHint")}
          </Alert>
          <PasswordInput
            label={t("user.password")}
            placeholder={t("user.passwordPlaceholder")}
            autoComplete="new-password"
            withAsterisk
            value={form.values.password}
            onChange={(event) => form.setValue("password", event.currentTarget.value)}
            onBlur={() => form.values.password !== "" && form.validateField("password")}
            error={error("password")}
            data-autofocus
          />
          <PasswordInput
            label={t("user.password2")}
            placeholder={t("user.password2Placeholder")}
            autoComplete="new-password"
            withAsterisk
            value={form.values.password2}
            onChange={(event) => form.setValue("password2", event.currentTarget.value)}
            onBlur={() => form.values.password2 !== "" && form.validateField("password2")}
            error={error("password2")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={reset.isPending}>
              {t("common.ok")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
