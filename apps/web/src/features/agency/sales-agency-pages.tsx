import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { salesAgencyResource, type TSalesAgency } from "@suyuan/contracts/work-platform/sales-agency-resource";
import { canRecordSale, canSettle } from "@suyuan/contracts/work-platform/sales-agency-status";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatMoney, formatQuantity } from "@suyuan/contracts/common/format-value";
import { pick } from "../../i18n/pick-label.ts";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { resourceItemQueryOptions, type ResourceRow } from "../../kit/resource-search.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { AgencyEventsTable } from "./agency-events-table.tsx";
import { SalesAgencyStatusBadge } from "./agency-status-badge.tsx";
import { AgencySummary } from "./agency-summary.tsx";
import { AGENCY_TEXTS as T } from "./agency-texts.ts";
import { SellModal, SettleModal } from "./sales-agency-modals.tsx";

const asRecord = (item: ResourceRow) => item as unknown as TSalesAgency;

/** 登记销售 and 结算 beside the title, as the record's status allows. */
function SalesActions({ item }: { item: ResourceRow }) {
  const { locale } = useI18n();
  const record = asRecord(item);
  const [open, setOpen] = useState<"sell" | "settle" | null>(null);
  const actions = salesAgencyResource.actions!;
  return (
    <>
      <Group gap="xs">
        <SalesAgencyStatusBadge status={record.status} />
        {canRecordSale(record.status) ? (
          <Permitted perm={OPERATION_KEYS.sellAgencySell}>
            <Button size="xs" onClick={() => setOpen("sell")}>
              {pick(actions.sell!.label, locale)}
            </Button>
          </Permitted>
        ) : null}
        {canSettle(record.status, record.soldQuantity) ? (
          <Permitted perm={OPERATION_KEYS.sellAgencySettle}>
            <Button size="xs" color="green" onClick={() => setOpen("settle")}>
              {pick(actions.settle!.label, locale)}
            </Button>
          </Permitted>
        ) : null}
      </Group>
      {open === "sell" ? <SellModal record={record} onClose={() => setOpen(null)} /> : null}
      {open === "settle" ? <SettleModal record={record} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** The quantities and money so far, the sales and the status history, above the offer's form. */
function SalesPanel() {
  const { locale } = useI18n();
  const trpc = useTrpc();
  const { id }: { id?: number } = useSearch({ strict: false });
  const record = asRecord(useSuspenseQuery(resourceItemQueryOptions(trpc, salesAgencyResource, id ?? 0)).data);
  const history = useQuery(trpc.salesAgency.findHistory.queryOptions({ agencyId: record.id }));
  const quantity = (value: number) => formatQuantity(value, record.unit, locale);
  const money = (value: number | null) => formatMoney(value, locale);

  return (
    <Stack gap="lg" mb="lg">
      {record.status === "settled" ? <Alert color="green">{pick(T.settledReadOnly, locale)}</Alert> : null}
      {record.status === "sold" ? <Alert color="teal">{pick(T.soldOut, locale)}</Alert> : null}
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <AgencySummary
          label={pick(T.soldQuantity, locale)}
          value={quantity(record.soldQuantity)}
          testId="agency-sold"
        />
        <AgencySummary
          label={pick(T.remaining, locale)}
          value={quantity(record.remainingQuantity)}
          testId="agency-remaining"
        />
        <AgencySummary
          label={pick(T.soldAmount, locale)}
          value={money(record.soldAmount)}
          testId="agency-sold-amount"
        />
        <AgencySummary label={pick(T.commission, locale)} value={money(record.commission)} />
        <AgencySummary label={pick(T.paidAmount, locale)} value={money(record.paidAmount)} testId="agency-paid" />
      </SimpleGrid>
      <FormSection title={pick(T.sales, locale)}>
        {(history.data?.sales.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {pick(T.noSales, locale)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder aria-label={pick(T.sales, locale)} data-testid="agency-sales">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{pick(T.soldAt, locale)}</Table.Th>
                  <Table.Th>{pick(T.buyer, locale)}</Table.Th>
                  <Table.Th>{pick(T.quantity, locale)}</Table.Th>
                  <Table.Th>{pick(T.salePrice, locale)}</Table.Th>
                  <Table.Th>{pick(T.saleAmount, locale)}</Table.Th>
                  <Table.Th>{pick(T.operator, locale)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data?.sales.map((sale) => (
                  <Table.Tr key={sale.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(sale.soldAt)}</Table.Td>
                    <Table.Td>{sale.buyer}</Table.Td>
                    <Table.Td>{quantity(sale.quantity)}</Table.Td>
                    <Table.Td>{formatMoney(sale.unitPrice, locale)}</Table.Td>
                    <Table.Td>{formatMoney(sale.amount, locale)}</Table.Td>
                    <Table.Td>{sale.operatorName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </FormSection>
      <FormSection title={pick(T.history, locale)}>
        <AgencyEventsTable
          events={history.data?.events ?? []}
          badge={(status) => <SalesAgencyStatusBadge status={status} />}
        />
      </FormSection>
    </Stack>
  );
}

/** The 代销 list's overrides: the status as a badge. */
export const salesAgencyListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: { status: { Cell: ({ row }) => <SalesAgencyStatusBadge status={row.original.status} /> } },
  testId: "sales-agency-list-page",
};

/** The 代销 edit page's overrides: 登记销售 / 结算 beside the title, sales and history above the form. */
export const salesAgencyEditPage: Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames"> = {
  actions: (item) => <SalesActions item={item} />,
  children: <SalesPanel />,
  testId: "sales-agency-edit-page",
};
