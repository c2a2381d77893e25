import { Anchor, Card, Group, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";

/** The work bench's low-stock reminder (stock.countLow), linking to the stock list; only with /stock/list. */
export function LowStockCard() {
  const canList = usePermitted("/stock/list");
  return canList ? (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <LowStockFigure />
    </SimpleGrid>
  ) : null;
}

function LowStockFigure() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const count = useQuery(trpc.stock.countLow.queryOptions());
  if (count.isPending) return <Skeleton height={96} radius="md" />;
  if (count.isError) return null;
  const low = count.data.count;
  return (
    <Card withBorder radius="md" padding="md" data-testid="work-low-stock">
      <Text size="sm" c="dimmed">
        {t("lowStock.label")}
      </Text>
      <Group justify="space-between" align="flex-end" mt={4}>
        <Text fz={28} fw={700} lh={1} c={low > 0 ? "red" : undefined}>
          {low}
        </Text>
        <Anchor component={Link} to="/stock/list" size="sm">
          {t("work.open")}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t("lowStock.hint")}
      </Text>
    </Card>
  );
}
