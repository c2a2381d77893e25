// Loads the region list before the page renders (place names of the logins).
import "@suyuan/contracts/region/regions";
import { Tabs } from "@mantine/core";
import { IconHistory, IconLogin2 } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { getRouteApi } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { exportHref } from "../../lib/export-link.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ExportMenu } from "../../common/row-actions.tsx";
import { LoginLogs } from "./login-logs.tsx";
import { loginLogFilters, operationLogFilters, type LogTab } from "./logs-search.ts";
import { OperationLogs } from "./operation-logs.tsx";

const route = getRouteApi("/_authed/log/list");

/** The system logs: logins and operations, one tab each, exported as filtered. */
export function LogsPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab: LogTab = search.tab ?? "login";
  const filters = tab === "login" ? loginLogFilters(search) : operationLogFilters(search);
  const kind = tab === "login" ? "login-logs" : "operation-logs";

  return (
    <PageCard
      title={t("log.title")}
      hint={t("log.hint")}
      testId="logs-page"
      actions={
        <Permitted perm={OPERATION_KEYS.logExport}>
          <ExportMenu csv={exportHref(kind, "csv", filters)} xlsx={exportHref(kind, "xlsx", filters)} />
        </Permitted>
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => void navigate({ search: value === "operation" ? { tab: "operation" } : {} })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="login" leftSection={<IconLogin2 size={16} />}>
            {t("log.loginTab")}
          </Tabs.Tab>
          <Tabs.Tab value="operation" leftSection={<IconHistory size={16} />}>
            {t("log.operationTab")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginLogs search={search} />
        </Tabs.Panel>
        <Tabs.Panel value="operation">
          <OperationLogs search={search} />
        </Tabs.Panel>
      </Tabs>
    </PageCard>
  );
}
