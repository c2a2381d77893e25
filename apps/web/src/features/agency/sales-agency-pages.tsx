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
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const { id }: { id?: number } = useSearch({ strict: false });
  const record = asRecord(useSuspenseQuery(resourceItemQueryOptions(trpc, salesAgencyResource, id ?? 0)).data);
  const history = useQuery(trpc.salesAgency.findHistory.queryOptions({ agencyId: record.id }));
  const quantity = (value: number) => formatQuantity(value, record.unit, locale);
  const money = (value: number | null) => formatMoney(value, locale);

  return (
    <Stack gap="lg" mb="lg">
      {record.status === "settled" ? <Alert color="green">{t("agency.settledReadOnly")}</Alert> : null}
      {record.status === "sold" ? <Alert color="teal">{t("agency.soldOut")}</Alert> : null}
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <AgencySummary label={t("agency.soldQuantity")} value={quantity(record.soldQuantity)} testId="agency-sold" />
        <AgencySummary
          label={t("agency.remaining")}
          value={quantity(record.remainingQuantity)}
          testId="agency-remaining"
        />
        <AgencySummary label={t("agency.soldAmount")} value={money(record.soldAmount)} testId="agency-sold-amount" />
        <AgencySummary label={t("agency.commission")} value={money(record.commission)} />
        <AgencySummary label={t("agency.paidAmount")} value={money(record.paidAmount)} testId="agency-paid" />
      </SimpleGrid>
      <FormSection title={t("agency.sales")}>
        {(history.data?.sales.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {t("agency.noSales")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder aria-label={t("agency.sales")} data-testid="agency-sales">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("agency.soldAt")}</Table.Th>
                  <Table.Th>{t("agency.buyer")}</Table.Th>
                  <Table.Th>{t("agency.quantity")}</Table.Th>
                  <Table.Th>{t("agency.salePrice")}</Table.Th>
                  <Table.Th>{t("agency.saleAmount")}</Table.Th>
                  <Table.Th>{t("agency.operator")}</Table.Th>
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
      <FormSection title={t("agency.history")}>
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
