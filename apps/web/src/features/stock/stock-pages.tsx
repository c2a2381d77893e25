import { Badge, Button, Group, Paper, Text, Title } from "@mantine/core";
import { STOCK_MOVEMENT_KIND_LABELS, type TStockMovementItem } from "@suyuan/contracts/stock/stock-operations";
import { IconArrowsExchange } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatNumber } from "@suyuan/contracts/common/format-value";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { pick } from "../../i18n/pick-label.ts";
import { EMPTY } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { QueryTable, type Paging } from "../../common/query-table.tsx";
import { StockMoveModal } from "./stock-move-modal.tsx";

const KIND_COLORS = { in: "green", out: "orange", adjust: "blue" } as const;

const quantityOf = (row: ResourceRow) => (row.quantity == null ? 0 : Number(row.quantity));
const unitOf = (row: ResourceRow) => (typeof row.unit === "string" ? row.unit : "");

/** 库存不足 (red) or 正常: the server's `low` (at or under the row's threshold). */
function LowBadge({ low }: { low: boolean }) {
  const { t } = useI18n();
  return low ? (
    <Badge color="red" variant="filled">
      {t("stock.low")}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t("stock.ok")}
    </Badge>
  );
}

function LowHeader() {
  const { t } = useI18n();
  return <>{t("stock.state")}</>;
}

function QuantityCell({ row }: { row: ResourceRow }) {
  const { locale } = useI18n();
  return (
    <Text size="sm" c={row.low === true ? "red" : undefined} fw={row.low === true ? 600 : undefined}>
      {row.quantity == null ? EMPTY : formatNumber(quantityOf(row), locale, 3)}
    </Text>
  );
}

/** The stock list: low rows get a red 库存不足 badge and a red quantity. */
export const stockListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: {
    low: {
      Header: () => <LowHeader />,
      header: "low",
      Cell: ({ row }) => <LowBadge low={row.original.low === true} />,
    },
    quantity: { Cell: ({ row }) => <QuantityCell row={row.original} /> },
  },
};

/** 出入库 beside 编辑 (only with /stock/move). */
function StockMoveButton({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const move = useMutation(trpc.stock.move.mutationOptions());
  return (
    <Permitted perm="/stock/move">
      <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => setOpened(true)}>
        {t("stock.move")}
      </Button>
      <StockMoveModal
        opened={opened}
        onClose={() => setOpened(false)}
        stockId={item.id}
        current={quantityOf(item)}
        unit={unitOf(item)}
        move={(input) => move.mutateAsync(input)}
        onMoved={() => void queryClient.invalidateQueries({ queryKey: trpc.stock.pathKey() })}
      />
    </Permitted>
  );
}

/** The movements of one stock row, newest first, paged by the server in the one list table. */
function StockMovements({ item }: { item: ResourceRow }) {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  // The view page's URL is the stock row's; the movements' page is the panel's own.
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const movements = useQuery({
    ...trpc.stock.findMovements.queryOptions({ stockId: item.id, ...paging }),
    placeholderData: keepPreviousData,
  });
  const unit = unitOf(item);
  const columns = useMemo<DataColumn<TStockMovementItem>[]>(() => {
    const number = (value: number) => formatNumber(value, locale, 3);
    return [
      {
        id: "movedAt",
        header: t("stock.movedAt"),
        size: 150,
        priority: "primary",
        Cell: ({ row }) => formatDateTime(row.original.movedAt),
      },
      {
        id: "kind",
        header: t("stock.kind"),
        size: 90,
        priority: "high",
        Cell: ({ row }) => (
          <Badge variant="light" color={KIND_COLORS[row.original.kind]}>
            {pick(STOCK_MOVEMENT_KIND_LABELS[row.original.kind], locale)}
          </Badge>
        ),
      },
      {
        id: "quantity",
        header: t("stock.change"),
        priority: "high",
        Cell: ({ row }) => (
          <Text size="sm" c={row.original.quantity < 0 ? "red" : "green"}>
            {row.original.quantity > 0 ? "+" : ""}
            {number(row.original.quantity)} {unit}
          </Text>
        ),
      },
      {
        id: "balance",
        header: t("stock.balance"),
        Cell: ({ row }) => `${number(row.original.balance)} ${unit}`,
      },
      {
        id: "reason",
        header: t("stock.reason"),
        size: 180,
        Cell: ({ row }) => row.original.reason || EMPTY,
      },
      {
        id: "operatorName",
        header: t("stock.operator"),
        Cell: ({ row }) => row.original.operatorName || EMPTY,
      },
    ];
  }, [locale, unit]);

  return (
    <Paper withBorder radius="md" p="md" data-testid="stock-movements">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {t("stock.movements")}
        </Title>
        <LowBadge low={item.low === true} />
      </Group>
      <QueryTable<TStockMovementItem>
        tableId="stock-movements"
        list={movements}
        paging={paging}
        onPageChange={setPaging}
        columns={columns}
        emptyText={t("stock.noMovements")}
      />
    </Paper>
  );
}

/** The stock view: the movements under the details, and 出入库. */
export const stockViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  children: (item) => <StockMovements item={item} />,
  actions: (item) => <StockMoveButton item={item} />,
};
