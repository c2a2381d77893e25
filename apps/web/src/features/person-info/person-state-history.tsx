import { Group, Loader, Table, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { QueryLoadError } from "../../common/load-error.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { PersonStateBadge } from "./person-state-badge.tsx";

/** A household's state changes, newest first (day, from → to, reason, operator), or an empty note. */
export function PersonStateHistory({ personId }: { personId: number }) {
  const { t } = useI18n();
  const history = useQuery(useTrpc().personInfo.findStateHistory.queryOptions({ personId }));

  if (history.isPending) return <Loader size="sm" />;
  if (history.isError) return <QueryLoadError query={history} />;
  if (history.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="person-state-history-empty">
        {t("personState.historyEmpty")}
      </Text>
    );

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={t("personState.history")} data-testid="person-state-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("personState.date")}</Table.Th>
            <Table.Th>{t("personState.change")}</Table.Th>
            <Table.Th>{t("personState.reason")}</Table.Th>
            <Table.Th>{t("personState.operator")}</Table.Th>
            <Table.Th>{t("personState.recordedAt")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((change) => (
            <Table.Tr key={change.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{change.changedOn}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <PersonStateBadge state={change.fromState} />
                  <IconArrowRight size={14} aria-label="→" />
                  <PersonStateBadge state={change.toState} />
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{change.reason}</Table.Td>
              <Table.Td>{change.operatorName}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(change.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
