import { Button } from "@mantine/core";
import { IconArrowLeft, IconChecklist, IconEdit } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { PageCard } from "../common/page-card.tsx";
import { EnterpriseDetails } from "./enterprise-details.tsx";
import { enterpriseQueryOptions } from "./enterprise-search.ts";

export function EnterpriseViewPage({ id }: { id: number }) {
  const { t } = useI18n();
  const item = useSuspenseQuery(enterpriseQueryOptions(useTrpc(), id)).data;
  return (
    <PageCard
      title={t("enterprise.viewTitle")}
      testId="enterprise-view-page"
      actions={
        <>
          <Button component={Link} to="/enterprise/list" variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t("common.back")}
          </Button>
          {item.status === "pending" ? (
            <Permitted perm="/enterprise/check">
              <Button
                renderRoot={(props) => <Link {...props} to="/enterprise/check" search={{ id }} />}
                variant="light"
                leftSection={<IconChecklist size={16} />}
              >
                {t("enterprise.check")}
              </Button>
            </Permitted>
          ) : null}
          <Permitted perm="/enterprise/update">
            <Button
              renderRoot={(props) => <Link {...props} to="/enterprise/update" search={{ id }} />}
              leftSection={<IconEdit size={16} />}
            >
              {t("common.edit")}
            </Button>
          </Permitted>
        </>
      }
    >
      <EnterpriseDetails item={item} />
    </PageCard>
  );
}
