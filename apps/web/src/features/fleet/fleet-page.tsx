import { Badge, Group, Paper, SimpleGrid, Table, Text } from "@mantine/core";
import type { TFleetJobs } from "@suyuan/contracts/system/fleet";
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { formatDateTimeSeconds } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";

const T = {
  title: { zh: "运行状态", en: "Fleet" },
  hint: {
    zh: "连接本数据库的服务进程，以及后台任务的排队、运行和失败情况；每 10 秒刷新。",
    en: "The API processes connected to this database and the background work waiting, running and failed; refreshed every 10 seconds.",
  },
  processes: { zh: "服务进程", en: "API processes" },
  embedded: { zh: "内置数据库：只有本进程", en: "Embedded database: this process only" },
  host: { zh: "主机", en: "Host" },
  pid: { zh: "进程号", en: "PID" },
  version: { zh: "版本", en: "Version" },
  startedAt: { zh: "启动时间", en: "Started" },
  address: { zh: "地址", en: "Address" },
  self: { zh: "本进程", en: "This process" },
  jobs: { zh: "后台任务", en: "Background work" },
  waiting: { zh: "排队", en: "Waiting" },
  retrying: { zh: "等待重试", en: "Retrying" },
  running: { zh: "运行中", en: "Running" },
  failed: { zh: "24 小时内失败", en: "Failed (24 h)" },
  none: { zh: "没有连接的进程", en: "No process connected" },
} as const;

const JOB_KINDS: Record<TFleetJobs["kind"], { zh: string; en: string }> = {
  codeGeneration: { zh: "溯源码生成", en: "Trace-code generation" },
  siteJob: { zh: "静态页与全文检索", en: "Static pages and search index" },
};

/** 运行状态: the fleet at a glance. */
export function FleetPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const fleet = useQuery({ ...trpc.system.fleet.queryOptions(), refetchInterval: 10_000 });
  const data = fleet.data;
  return (
    <PageCard title={pick(T.title, locale)} hint={pick(T.hint, locale)} testId="fleet-page">
      {fleet.isError ? (
        <LoadError message={failureText(toAppFailure(fleet.error), t)} onRetry={() => void fleet.refetch()} />
      ) : null}
      <Group gap="xs">
        <Text fw={600}>{pick(T.processes, locale)}</Text>
        {data ? <Badge variant="light">{data.processes.length}</Badge> : null}
        {data?.database === "pglite" ? (
          <Text size="sm" c="dimmed">
            {pick(T.embedded, locale)}
          </Text>
        ) : null}
      </Group>
      <Table striped withTableBorder data-testid="fleet-processes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{pick(T.host, locale)}</Table.Th>
            <Table.Th>{pick(T.pid, locale)}</Table.Th>
            <Table.Th>{pick(T.version, locale)}</Table.Th>
            <Table.Th>{pick(T.startedAt, locale)}</Table.Th>
            <Table.Th>{pick(T.address, locale)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data && data.processes.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm">
                  {pick(T.none, locale)}
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
                    {pick(T.self, locale)}
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
      <Text fw={600}>{pick(T.jobs, locale)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="fleet-jobs">
        {data?.jobs.map((job) => (
          <Paper key={job.kind} withBorder p="md" radius="md">
            <Text fw={500} mb="xs">
              {pick(JOB_KINDS[job.kind], locale)}
            </Text>
            <Group gap="lg">
              <JobFigure label={pick(T.waiting, locale)} value={job.waiting} />
              <JobFigure label={pick(T.retrying, locale)} value={job.retrying} />
              <JobFigure label={pick(T.running, locale)} value={job.running} />
              <JobFigure label={pick(T.failed, locale)} value={job.failed} color={job.failed ? "red" : undefined} />
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
