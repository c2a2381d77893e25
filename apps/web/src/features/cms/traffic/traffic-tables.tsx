import { Button, Group, Paper, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { csvText, downloadCsv } from "./traffic-period.ts";

/** A titled frame for one chart or table. */
export function TrafficPanel({
  title,
  testId,
  actions,
  children,
}: {
  title: string;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="sm" fw={600} c="gray.8">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** A ranked table (name, PV, visitors) with its CSV export. */
export function RankTable({
  title,
  nameHeader,
  rows,
  testId,
  file,
}: {
  title: string;
  nameHeader: string;
  rows: { name: string; pv: number; visitors?: number }[];
  testId: string;
  file: string;
}) {
  const { t } = useI18n();
  const withVisitors = rows.some((row) => row.visitors !== undefined);
  const header = [nameHeader, t("traffic.pv"), ...(withVisitors ? [t("traffic.visitors")] : [])];
  const exportRows = rows.map((row) => [row.name, row.pv, ...(withVisitors ? [row.visitors ?? 0] : [])]);
  return (
    <TrafficPanel
      title={title}
      testId={testId}
      actions={
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`${file}.csv`, csvText(header, exportRows))}
          data-testid={`${testId}-export`}
        >
          {t("traffic.export")}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("traffic.empty")}
        </Text>
      ) : (
        <Table striped highlightOnHover fz="sm">
          <Table.Thead>
            <Table.Tr>
              {header.map((cell, index) => (
                <Table.Th key={cell} ta={index === 0 ? undefined : "right"}>
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exportRows.map((row) => (
              <Table.Tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <Table.Td key={index} ta={index === 0 ? undefined : "right"} style={{ wordBreak: "break-all" }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </TrafficPanel>
  );
}
