import { Badge, Group, List, Progress, Stack, Table, Text } from "@mantine/core";
import type { TSiteJob } from "@suyuan/contracts/static-pages/site-job";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";

// The progress of a site job (static pages, search index): a bar with done of total and the
// percentage, the item in hand, the failed items, and the final state. Shared by both pages.

/** How often the progress is read while a job is queued or running. */
const PROGRESS_POLL_MS = 500;

const isOpen = (job: Pick<TSiteJob, "status">) => job.status === "queued" || job.status === "running";

/** The refetch interval of a progress query: polling only while some job is open. */
export function pollWhileOpen(jobs: readonly TSiteJob[] | undefined): number | false {
  return jobs?.some(isOpen) ? PROGRESS_POLL_MS : false;
}

function percentOf(job: Pick<TSiteJob, "done" | "total" | "status">): number {
  if (job.status === "done") return 100;
  if (job.total <= 0) return 0;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}

const STATUS_COLOR: Record<TSiteJob["status"], string> = {
  queued: "gray",
  running: "blue",
  done: "green",
  failed: "red",
};

/**
 * One job's progress. The bar is labelled for assistive technology and carries data-testid
 * "site-job-progress" with data-kind, data-percent and data-status, so an end-to-end test can wait
 * for 100 of the job it started.
 */
function JobProgress({ job }: { job: TSiteJob }) {
  const { t } = useI18n();
  const percent = percentOf(job);
  const label = `${t(`staticJobKind.${job.kind}`)} ${percent}%`;
  return (
    <Stack gap={6} data-testid="site-job" data-job-id={job.id}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{t(`staticJobKind.${job.kind}`)}</Text>
          <Badge color={STATUS_COLOR[job.status]} variant="light" data-testid="site-job-status">
            {t(`staticJobStatus.${job.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("staticPage.doneOfTotal", { done: job.done, total: job.total })} · {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        color={STATUS_COLOR[job.status]}
        striped={isOpen(job)}
        animated={job.status === "running"}
        aria-label={label}
        data-testid="site-job-progress"
        data-kind={job.kind}
        data-percent={percent}
        data-status={job.status}
      />
      {job.current ? (
        <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
          {t(isOpen(job) ? "staticPage.current" : "staticPage.last", { item: job.current })}
        </Text>
      ) : null}
      {job.errorCount > 0 ? (
        <Stack gap={2}>
          <Text size="sm" c="red">
            {t("staticPage.errors", { count: job.errorCount })}
            {job.errorCount > job.errors.length ? t("staticPage.errorsKept") : ""}
          </Text>
          <List size="xs" spacing={2} data-testid="site-job-errors">
            {job.errors.map((error, index) => (
              <List.Item key={index}>
                {error.item ? `${error.item}: ` : ""}
                {error.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The latest jobs, newest first: the open or latest one in full, the rest as a table. */
export function RecentJobs({ jobs }: { jobs: readonly TSiteJob[] }) {
  const { t } = useI18n();
  const [head, ...rest] = jobs;
  if (!head)
    return (
      <Text size="sm" c="dimmed">
        {t("staticPage.noJobs")}
      </Text>
    );
  const shown = jobs.find(isOpen) ?? head;
  return (
    <Stack gap="md">
      <JobProgress job={shown} />
      {rest.length > 0 || shown !== head ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing={4} fz="sm" data-testid="site-job-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("staticPage.kind")}</Table.Th>
                <Table.Th>{t("staticPage.status")}</Table.Th>
                <Table.Th>{t("staticPage.progress")}</Table.Th>
                <Table.Th>{t("staticPage.createdAt")}</Table.Th>
                <Table.Th>{t("staticPage.finishedAt")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td>{t(`staticJobKind.${job.kind}`)}</Table.Td>
                  <Table.Td>{t(`staticJobStatus.${job.status}`)}</Table.Td>
                  <Table.Td>
                    {t("staticPage.doneOfTotal", { done: job.done, total: job.total })}
                    {job.errorCount > 0 ? ` · ${t("staticPage.errors", { count: job.errorCount })}` : ""}
                  </Table.Td>
                  <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
                  <Table.Td>{job.finishedAt ? formatDateTime(job.finishedAt) : ""}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
