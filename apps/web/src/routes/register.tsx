import { Anchor, Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { TRegisterInput } from "@suyuan/contracts/auth/auth-operations";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AuthShell } from "../features/auth/auth-shell.tsx";
import { AppModals } from "../common/app-modals.tsx";
import { registerFailureText } from "../features/auth/login-failure.ts";
import { RegisterForm, type RegisterOutcome } from "../features/auth/register-form.tsx";
import { useClearSessionOnEntry } from "../features/auth/use-clear-session-on-entry.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { toAppFailure } from "../lib/app-error.ts";
import { notifyAuthError } from "../lib/notify.ts";

export const Route = createFileRoute("/register")({
  component: () => (
    <AppModals>
      <RegisterPage />
    </AppModals>
  ),
});

const SUCCESS_MODAL_ID = "register-success";
const SUCCESS_REDIRECT_MS = 3000;

function RegisterPage() {
  const { t } = useI18n();
  const { trpc } = Route.useRouteContext();
  const navigate = useNavigate();
  const register = useMutation(trpc.auth.register.mutationOptions());
  useClearSessionOnEntry();

  function showSuccess() {
    // Spec section 8: an alert titled 提示, then /login. It goes by itself after a moment ("即将跳转")
    // or at once when acknowledged; closing (button, Escape, overlay) is the one path that navigates.
    const timer = window.setTimeout(() => modals.close(SUCCESS_MODAL_ID), SUCCESS_REDIRECT_MS);
    modals.open({
      modalId: SUCCESS_MODAL_ID,
      title: <Text fw={600}>{t("register.successTitle")}</Text>,
      centered: true,
      onClose: () => {
        window.clearTimeout(timer);
        void navigate({ to: "/login" });
      },
      children: (
        <>
          <Text>{t("register.successText")}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={() => modals.close(SUCCESS_MODAL_ID)} data-autofocus>
              {t("common.ok")}
            </Button>
          </Group>
        </>
      ),
    });
  }

  async function submit(input: TRegisterInput): Promise<RegisterOutcome> {
    try {
      await register.mutateAsync(input);
      showSuccess();
      return { ok: true };
    } catch (error) {
      const failure = toAppFailure(error);
      notifyAuthError(registerFailureText(failure, t));
      const fieldErrors: Partial<Record<keyof TRegisterInput, string>> = {};
      for (const field of ["username", "password", "password2"] as const) {
        const message = failure.fieldErrors[field]?.[0];
        if (message) fieldErrors[field] = message;
      }
      return { ok: false, fieldErrors };
    }
  }

  return (
    <AuthShell
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={
        <>
          {t("register.hasAccount")}{" "}
          <Anchor component={Link} to="/login" fw={500}>
            {t("register.toLogin")}
          </Anchor>
        </>
      }
    >
      <RegisterForm onSubmit={submit} />
    </AuthShell>
  );
}
