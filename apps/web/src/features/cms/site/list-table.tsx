import { Group, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { SITE_TEXTS as T } from "./site-texts.ts";

export type ListColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

/**
 * A short, unpaged list of the site pages (sites, models, model fields): one row per item, its
 * actions on the right, and a loading or empty line while there is no row.
 */
export function ListTable<Row extends { id: number }>({
  label,
  columns,
  rows,
  pending,
  actions,
}: {
  label: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  pending: boolean;
  actions: (row: Row) => ReactNode;
}) {
  const { locale } = useI18n();
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
          <Table.Th style={{ textAlign: "right" }}>{pick(T.actions, locale)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length + 1}>
              <Text c="dimmed" size="sm" ta="center" py="lg">
                {pick(pending ? T.loading : T.empty, locale)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {actions(row)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
