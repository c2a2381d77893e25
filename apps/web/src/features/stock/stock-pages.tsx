import { Badge, Button, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { STOCK_MOVEMENT_KIND_LABELS } from "@suyuan/contracts/stock/stock-operations";
import { IconArrowsExchange } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatNumber } from "@suyuan/contracts/common/format-value";
import { pick } from "../../i18n/pick-label.ts";
import { EMPTY } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { LoadError } from "../../common/load-error.tsx";
import { StockMoveModal } from "./stock-move-modal.tsx";
import { STOCK_TEXTS } from "./stock-texts.ts";

const MOVEMENTS_PAGE_SIZE = 10;
const KIND_COLORS = { in: "green", out: "orange", adjust: "blue" } as const;

const quantityOf = (row: ResourceRow) => (row.quantity == null ? 0 : Number(row.quantity));
const unitOf = (row: ResourceRow) => (typeof row.unit === "string" ? row.unit : "");

/** 库存不足 (red) or 正常: the server's `low` (at or under the row's threshold). */
function LowBadge({ low }: { low: boolean }) {
  const { locale } = useI18n();
  return low ? (
    <Badge color="red" variant="filled">
      {pick(STOCK_TEXTS.low, locale)}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {pick(STOCK_TEXTS.ok, locale)}
    </Badge>
  );
}

function LowHeader() {
  const { locale } = useI18n();
  return <>{pick(STOCK_TEXTS.state, locale)}</>;
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
  const { locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const move = useMutation(trpc.stock.move.mutationOptions());
  return (
    <Permitted perm="/stock/move">
      <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => setOpened(true)}>
        {pick(STOCK_TEXTS.move, locale)}
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

/** The movements of one stock row, newest first, ten a page. */
function StockMovements({ item }: { item: ResourceRow }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const [page, setPage] = useState(1);
  const movements = useQuery({
    ...trpc.stock.findMovements.queryOptions({ stockId: item.id, page, pageSize: MOVEMENTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const unit = unitOf(item);
  const number = (value: number) => formatNumber(value, locale, 3);

  let body;
  if (movements.isPending)
    body = (
      <Center h={100}>
        <Loader size="sm" />
      </Center>
    );
  else if (movements.isError)
    body = (
      <LoadError message={failureText(toAppFailure(movements.error), t)} onRetry={() => void movements.refetch()} />
    );
  else if (movements.data.items.length === 0)
    body = (
      <Center h={80}>
        <Text size="sm" c="dimmed">
          {pick(STOCK_TEXTS.noMovements, locale)}
        </Text>
      </Center>
    );
  else {
    const pages = Math.max(1, Math.ceil(movements.data.total / MOVEMENTS_PAGE_SIZE));
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder aria-label={pick(STOCK_TEXTS.movements, locale)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{pick(STOCK_TEXTS.movedAt, locale)}</Table.Th>
                <Table.Th>{pick(STOCK_TEXTS.kind, locale)}</Table.Th>
                <Table.Th ta="right">{pick(STOCK_TEXTS.change, locale)}</Table.Th>
                <Table.Th ta="right">{pick(STOCK_TEXTS.balance, locale)}</Table.Th>
                <Table.Th>{pick(STOCK_TEXTS.reason, locale)}</Table.Th>
                <Table.Th>{pick(STOCK_TEXTS.operator, locale)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {movements.data.items.map((movement) => (
                <Table.Tr key={movement.id}>
                  <Table.Td>{formatDateTime(movement.movedAt)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={KIND_COLORS[movement.kind]}>
                      {pick(STOCK_MOVEMENT_KIND_LABELS[movement.kind], locale)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" c={movement.quantity < 0 ? "red" : "green"}>
                    {movement.quantity > 0 ? "+" : ""}
                    {number(movement.quantity)} {unit}
                  </Table.Td>
                  <Table.Td ta="right">
                    {number(movement.balance)} {unit}
                  </Table.Td>
                  <Table.Td>{movement.reason || EMPTY}</Table.Td>
                  <Table.Td>{movement.operatorName || EMPTY}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 ? (
          <Group justify="flex-end">
            <Pagination size="sm" total={pages} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="stock-movements">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {pick(STOCK_TEXTS.movements, locale)}
        </Title>
        <LowBadge low={item.low === true} />
      </Group>
      {body}
    </Paper>
  );
}

/** The stock view: the movements under the details, and 出入库. */
export const stockViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  children: (item) => <StockMovements item={item} />,
  actions: (item) => <StockMoveButton item={item} />,
};
