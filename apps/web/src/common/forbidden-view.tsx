import { Button } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { StatusResult } from "@suyuan/ui/status-result";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../i18n/i18n-context.tsx";
import { LostFieldArt } from "./lost-field-art.tsx";

export function ForbiddenView({ withHomeLink = true }: { withHomeLink?: boolean }) {
  const { t } = useI18n();
  return (
    <StatusResult
      code="403"
      title={t("error.forbiddenTitle")}
      description={t("error.forbiddenText")}
      illustration={<LostFieldArt locked />}
      action={
        withHomeLink ? (
          <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} />}>
            {t("error.backHome")}
          </Button>
        ) : null
      }
    />
  );
}
