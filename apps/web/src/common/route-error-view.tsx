import { Button } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { StatusResult } from "@suyuan/ui/status-result";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useI18n } from "../i18n/i18n-context.tsx";
import { toAppFailure } from "../lib/app-error.ts";
import { ForbiddenError } from "../permissions/forbidden-error.ts";
import { ForbiddenView } from "./forbidden-view.tsx";

/** Default route error view: 403 for permission guards, otherwise the failure with a retry. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useI18n();
  const router = useRouter();
  if (error instanceof ForbiddenError) return <ForbiddenView />;
  const failure = toAppFailure(error);
  if (failure.appCode === "FORBIDDEN") return <ForbiddenView />;
  return (
    <StatusResult
      code={failure.legacyCode ?? "!"}
      title={t("error.loadFailed")}
      description={failure.network ? t("error.network") : failure.message}
      action={
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t("error.retry")}
        </Button>
      }
    />
  );
}
