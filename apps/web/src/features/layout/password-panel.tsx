import { Drawer } from "@mantine/core";
import type { TUpdatePasswordInput } from "@suyuan/contracts/auth/auth-operations";
import { useMutation } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { PasswordForm } from "./password-form.tsx";
import { useLeaveToLogin } from "./use-logout.tsx";

type Props = { opened: boolean; onClose: () => void };

/** Keeps the header (and its toggle) above the panel, so the key icon opens and closes it. */
const HEADER_HEIGHT = 56;

/**
 * The change-password panel. The header icon toggles it; Escape, the close button and a click on
 * the dimmed page close it; so does leaving the route (the layout closes it on navigation).
 */
export function PasswordPanel({ opened, onClose }: Props) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const leave = useLeaveToLogin();
  const check = useMutation(trpc.auth.checkPassword.mutationOptions());
  const update = useMutation(trpc.auth.updatePassword.mutationOptions());

  async function checkOrig(origPwd: string): Promise<boolean | null> {
    try {
      return (await check.mutateAsync({ origPwd })).pass;
    } catch (error) {
      const failure = toAppFailure(error);
      notifyError(failure.network ? t("error.network") : failure.message);
      return null;
    }
  }

  async function submit(input: TUpdatePasswordInput): Promise<"ok" | "failed"> {
    try {
      await update.mutateAsync(input);
      notifySuccess(t("password.success"));
      onClose();
      // The server ended every session of this user; the new password is needed from here on.
      await leave();
      return "ok";
    } catch (error) {
      const failure = toAppFailure(error);
      notifyError(failure.network ? t("error.network") : t("password.failure"));
      return "failed";
    }
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(400px, 100vw)"
      title={t("password.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      // Below the app header (z-index 100) and starting under it.
      zIndex={99}
      styles={{
        title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" },
        inner: { top: HEADER_HEIGHT, height: `calc(100% - ${HEADER_HEIGHT}px)` },
        overlay: { top: HEADER_HEIGHT },
        content: { height: "100%" },
      }}
    >
      {/* The drawer unmounts its content once closed, so every opening starts with an empty form. */}
      <PasswordForm onCheckOrig={checkOrig} onSubmit={submit} />
    </Drawer>
  );
}
