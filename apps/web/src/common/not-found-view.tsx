import { Button } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { StatusResult } from "@suyuan/ui/status-result";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../i18n/i18n-context.tsx";
import { LostFieldArt } from "./lost-field-art.tsx";

export function NotFoundView() {
  const { t } = useI18n();
  return (
    <StatusResult
      code="404"
      title={t("error.notFoundTitle")}
      description={t("error.notFoundText")}
      illustration={<LostFieldArt />}
      action={
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          {t("error.backHome")}
        </Button>
      }
    />
  );
}
