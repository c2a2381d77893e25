import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TRecallItem } from "@suyuan/contracts/recall/recall-resource";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { RecallLevelBadge, RecallStatusBadge } from "../../common/recall-labels.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** The batches of a recall: number, goods and production date. */
export function RecallBatchesTable({
  batches,
  actions,
}: {
  batches: { id: number; batchNo: string; goods?: { name: string }; productionDate?: string; label?: string }[];
  actions?: (batchId: number) => ReactNode;
}) {
  const { t } = useI18n();
  if (batches.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("recall.noBatches")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped withTableBorder verticalSpacing={6} data-testid="recall-batches">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("recall.batchNo")}</Table.Th>
            <Table.Th>{t("recall.goods")}</Table.Th>
            <Table.Th>{t("recall.productionDate")}</Table.Th>
            {actions ? <Table.Th w={80} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((batch) => (
            <Table.Tr key={batch.id}>
              <Table.Td ff="monospace">{batch.batchNo}</Table.Td>
              <Table.Td>{batch.goods?.name ?? "—"}</Table.Td>
              <Table.Td>{batch.productionDate ?? "—"}</Table.Td>
              {actions ? <Table.Td ta="right">{actions(batch.id)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Everything about a recall, read-only: what consumers are told first, then the facts and the batches. */
export function RecallDetails({ recall }: { recall: TRecallItem }) {
  const { t } = useI18n();
  return (
    <Stack gap="md" data-testid="recall-details">
      <Group gap="xs">
        <Title order={3} fz="md">
          {recall.title}
        </Title>
        <RecallLevelBadge level={recall.level} />
        <RecallStatusBadge status={recall.status} />
      </Group>
      <Alert
        color={recall.status === "active" ? "red" : "gray"}
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t("recall.notice")}
      >
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {recall.notice}
        </Text>
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t("recall.enterprise")}>{recall.enterprise.name}</Fact>
        <Fact label={t("recall.startDate")}>{recall.startDate}</Fact>
        <Fact label={t("recall.reason")}>{recall.reason}</Fact>
        {recall.qualityCheckIds.length > 0 ? (
          <Fact label={t("recall.fromChecks")}>{recall.qualityCheckIds.map((id) => `#${id}`).join("、")}</Fact>
        ) : null}
      </SimpleGrid>
      {recall.status === "closed" ? (
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label={t("recall.closedAt")}>{formatDateTime(recall.closedAt)}</Fact>
            <Fact label={t("recall.closedBy")}>{recall.closedBy?.username ?? "—"}</Fact>
            <Fact label={t("recall.closeNote")}>{recall.closeNote ?? "—"}</Fact>
          </SimpleGrid>
        </Paper>
      ) : null}
      <div>
        <Text size="sm" fw={600} mb={6}>
          {t("recall.batchCount", { count: recall.batches.length })}
        </Text>
        <RecallBatchesTable batches={recall.batches} />
      </div>
    </Stack>
  );
}
