import { Group, Table, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../lib/format-date.ts";

type Event = {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  operatorName: string;
  at: Date;
};

/** Status changes, oldest first: time, from → to (the first is the creation), operator, note. */
export function AgencyEventsTable({
  events,
  badge,
}: {
  events: readonly Event[];
  badge: (status: string) => ReactNode;
}) {
  const { t } = useI18n();
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("agency.noHistory")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder aria-label={t("agency.history")} data-testid="agency-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("agency.at")}</Table.Th>
            <Table.Th>{t("agency.change")}</Table.Th>
            <Table.Th>{t("agency.operator")}</Table.Th>
            <Table.Th>{t("agency.note")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(event.at)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {event.fromStatus ? badge(event.fromStatus) : t("agency.created")}
                  <IconArrowRight size={14} aria-label="→" />
                  {badge(event.toStatus)}
                </Group>
              </Table.Td>
              <Table.Td>{event.operatorName}</Table.Td>
              <Table.Td style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{event.note ?? ""}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
