import { Badge, Modal, ScrollArea, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTimeSeconds } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

const STATUS_COLORS: Record<string, string> = { pending: "blue", delivered: "green", failed: "red" };

function LogTable({ heads, rows }: { heads: string[]; rows: ReactNode[][] }) {
  const { t } = useI18n();
  if (rows.length === 0) return <Text c="dimmed">{t("integration.none")}</Text>;
  return (
    <ScrollArea>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {heads.map((head) => (
              <Table.Th key={head}>{head}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, column) => (
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The latest legacy API calls (account, path, time, address, outcome). */
export function CallRecordsModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const records = useQuery(trpc.apiAccount.records.queryOptions({ page: 1, pageSize: 50 }));
  const rows = (records.data?.items ?? []).map((record) => [
    formatDateTimeSeconds(record.at),
    record.appId,
    record.path,
    record.ip ?? "",
    <Badge key="code" color={record.code === "200" ? "green" : "orange"} variant="light">
      {record.code}
    </Badge>,
  ]);
  return (
    <Modal opened onClose={onClose} title={t("integration.records")} size="xl" centered>
      <LogTable
        heads={[t("integration.time"), "appId", t("integration.path"), t("integration.ip"), t("integration.code")]}
        rows={rows}
      />
    </Modal>
  );
}

/** A web service's latest deliveries with their status and the endpoint's response. */
export function DeliveriesModal({ webhookId, onClose }: { webhookId: number; onClose: () => void }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const deliveries = useQuery(trpc.webhook.deliveries.queryOptions({ page: 1, pageSize: 50, webhookId }));
  const rows = (deliveries.data?.items ?? []).map((item) => [
    formatDateTimeSeconds(item.createdAt),
    item.event,
    <Badge key="status" color={STATUS_COLORS[item.status] ?? "gray"} variant="light">
      {t(`integration.status.${item.status}` as never)}
    </Badge>,
    item.attempts,
    item.responseCode ?? "",
    item.response ?? "",
  ]);
  return (
    <Modal opened onClose={onClose} title={t("integration.deliveries")} size="xl" centered>
      <LogTable
        heads={[
          t("integration.time"),
          t("integration.event"),
          t("integration.status"),
          t("integration.attempts"),
          "HTTP",
          t("integration.response"),
        ]}
        rows={rows}
      />
    </Modal>
  );
}
