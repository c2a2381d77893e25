import { Badge, Group, Paper, SimpleGrid, Table, Text } from "@mantine/core";
import type { TFleetJobs } from "@suyuan/contracts/system/fleet";
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { formatDateTimeSeconds } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";

const JOB_KINDS: Record<TFleetJobs["kind"], UiKey> = {
  codeGeneration: "fleet.jobCodeGeneration",
  siteJob: "fleet.jobSiteJob",
};

/** 运行状态: the fleet at a glance. */
export function FleetPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const fleet = useQuery({ ...trpc.system.fleet.queryOptions(), refetchInterval: 10_000 });
  const data = fleet.data;
  return (
    <PageCard title={t("fleet.title")} hint={t("fleet.hint")} testId="fleet-page">
      {fleet.isError ? <QueryLoadError query={fleet} /> : null}
      <Group gap="xs">
        <Text fw={600}>{t("fleet.processes")}</Text>
        {data ? <Badge variant="light">{data.processes.length}</Badge> : null}
        {data?.database === "pglite" ? (
          <Text size="sm" c="dimmed">
            {t("fleet.embedded")}
          </Text>
        ) : null}
      </Group>
      <Table striped withTableBorder data-testid="fleet-processes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("fleet.host")}</Table.Th>
            <Table.Th>{t("fleet.pid")}</Table.Th>
            <Table.Th>{t("fleet.version")}</Table.Th>
            <Table.Th>{t("fleet.startedAt")}</Table.Th>
            <Table.Th>{t("fleet.address")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data && data.processes.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm">
                  {t("fleet.none")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {data?.processes.map((row) => (
            <Table.Tr key={`${row.host}:${row.pid}:${String(row.startedAt)}`}>
              <Table.Td>
                {row.host}{" "}
                {row.self ? (
                  <Badge size="sm" variant="outline">
                    {t("fleet.self")}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{row.pid}</Table.Td>
              <Table.Td>{row.version}</Table.Td>
              <Table.Td>{formatDateTimeSeconds(row.startedAt)}</Table.Td>
              <Table.Td>{row.address ?? "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600}>{t("fleet.jobs")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="fleet-jobs">
        {data?.jobs.map((job) => (
          <Paper key={job.kind} withBorder p="md" radius="md">
            <Text fw={500} mb="xs">
              {t(JOB_KINDS[job.kind])}
            </Text>
            <Group gap="lg">
              <JobFigure label={t("fleet.waiting")} value={job.waiting} />
              <JobFigure label={t("fleet.retrying")} value={job.retrying} />
              <JobFigure label={t("fleet.running")} value={job.running} />
              <JobFigure label={t("fleet.failed")} value={job.failed} color={job.failed ? "red" : undefined} />
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </PageCard>
  );
}

function JobFigure({ label, value, color }: { label: string; value: number; color?: string | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}
