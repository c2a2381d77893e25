import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { notifyError } from "../../lib/notify.ts";
import { clearSessionMarker } from "../../lib/session-marker.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

/** Ends the local session and leaves; /login then drops cached answers of this user. */
export function useLeaveToLogin() {
  const navigate = useNavigate();
  return async () => {
    clearSessionMarker();
    await navigate({ to: "/login" });
  };
}

/** Spec section 8, logout: confirm with 确定退出吗？; code 301 means 未找到该用户. */
export function useLogout() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const leave = useLeaveToLogin();
  const logout = useMutation(trpc.auth.logout.mutationOptions());

  async function run() {
    try {
      await logout.mutateAsync();
      await leave();
    } catch (error) {
      const failure = toAppFailure(error);
      if (failure.network) {
        notifyError(t("error.network"));
        return;
      }
      // 302 and 3 are handled globally (they already lead to /login).
      if (failure.legacyCode === "302" || failure.legacyCode === "3") return;
      notifyError(failure.legacyCode === "301" ? t("layout.userNotFound") : failure.message);
      // The account is gone or unusable: there is nothing left to stay signed in to.
      if (failure.legacyCode === "301") await leave();
    }
  }

  return () =>
    modals.openConfirmModal({
      title: t("layout.logoutTitle"),
      centered: true,
      children: <Text size="sm">{t("layout.logoutConfirm")}</Text>,
      labels: { confirm: t("common.ok"), cancel: t("common.cancel") },
      confirmProps: { color: "red", "data-autofocus": "true" },
      onConfirm: () => void run(),
    });
}
