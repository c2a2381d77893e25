import { modals } from "@mantine/modals";
import { useBlocker } from "@tanstack/react-router";
import { useRef } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

/**
 * Asks before leaving a form with unsaved changes (in-app navigation, and the browser's own prompt
 * on reload or close). Call `release()` right before navigating away after a successful save.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useI18n();
  const released = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useBlocker({
    shouldBlockFn: () => {
      if (released.current || !dirtyRef.current) return false;
      return new Promise<boolean>((resolve) => {
        modals.openConfirmModal({
          title: t("common.leaveTitle"),
          centered: true,
          children: t("common.leaveText"),
          labels: { confirm: t("common.leave"), cancel: t("common.stay") },
          confirmProps: { color: "red" },
          onConfirm: () => resolve(false),
          onCancel: () => resolve(true),
          onClose: () => resolve(true),
        });
      });
    },
    enableBeforeUnload: () => !released.current && dirtyRef.current,
  });

  return {
    release: () => {
      released.current = true;
    },
  };
}
