import { Button } from "@mantine/core";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { confirmAction } from "../lib/confirm.tsx";
import { Permitted } from "../permissions/permitted.tsx";

/**
 * A button of the content pages that asks (确定/取消) before it runs; shown only with its
 * permission. A dangerous one is red, and so is its confirm button.
 */
export function ConfirmButton({
  perm,
  title,
  message,
  danger = false,
  onConfirm,
  selected,
  loading,
  testId,
  children,
}: {
  perm: PermissionKey;
  /** The dialog's title; 确认操作 unless given. */
  title?: string;
  message: string;
  danger?: boolean;
  onConfirm: () => void;
  /** How many selected rows it acts on, for a table toolbar: small, and disabled while none is. */
  selected?: number;
  loading?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Permitted perm={perm}>
      <Button
        size={selected === undefined ? undefined : "xs"}
        color={danger ? "red" : undefined}
        variant="light"
        disabled={selected === 0}
        loading={loading}
        data-testid={testId}
        onClick={() =>
          confirmAction({
            title: title ?? t("content.confirmTitle"),
            message,
            confirmLabel: t("content.confirm"),
            cancelLabel: t("content.cancel"),
            danger,
            onConfirm,
          })
        }
      >
        {children}
      </Button>
    </Permitted>
  );
}
