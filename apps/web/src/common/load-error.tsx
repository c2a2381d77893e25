import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context.tsx";

/** A failed list or tree load inside a page, with retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={message}>
      {onRetry ? (
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t("error.retry")}
        </Button>
      ) : null}
    </Alert>
  );
}
