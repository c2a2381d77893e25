import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { toAppFailure } from "../lib/app-error.ts";
import { failureText } from "../lib/failure.ts";

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

/** A query that failed to load, as LoadError: its failure's text, and a retry that asks again. */
export function QueryLoadError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const { t } = useI18n();
  return <LoadError message={failureText(toAppFailure(query.error), t)} onRetry={() => void query.refetch()} />;
}
