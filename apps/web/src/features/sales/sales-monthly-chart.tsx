import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Center, Loader, Paper, Text, Title } from "@mantine/core";
import type { TSaleMonthly } from "@suyuan/contracts/sale/sale-operations";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatMoney } from "@suyuan/contracts/common/format-value";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

const MONTHS = 12;

/** The last twelve months, this one included, as yyyy-MM. */
function lastMonths(now = dayjs(), count = MONTHS): { from: string; to: string } {
  return { from: now.subtract(count - 1, "month").format("YYYY-MM"), to: now.format("YYYY-MM") };
}

/** The bar chart itself (data in, no fetching), so it can be tested and reused. */
function SalesMonthlyBars({ data }: { data: TSaleMonthly }) {
  const { locale, t } = useI18n();
  if (!data.some((row) => row.amount !== 0))
    return (
      <Center h={120}>
        <Text size="sm" c="dimmed">
          {t("salesChart.empty")}
        </Text>
      </Center>
    );
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      series={[{ name: "amount", label: t("salesChart.amount"), color: "green.6" }]}
      maxBarWidth={28}
      tickLine="y"
      gridAxis="y"
      valueFormatter={(value) => formatMoney(value, locale)}
    />
  );
}

/** Above the sales table: amount per month over the last year (sale.findMonthly). */
function SalesMonthlyChart() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const monthly = useQuery(trpc.sale.findMonthly.queryOptions(lastMonths()));
  let body;
  if (monthly.isPending)
    body = (
      <Center h={120}>
        <Loader size="sm" />
      </Center>
    );
  else if (monthly.isError)
    body = (
      <Center h={120}>
        <Text size="sm" c="dimmed">
          {failureText(toAppFailure(monthly.error), t)}
        </Text>
      </Center>
    );
  else body = <SalesMonthlyBars data={monthly.data} />;
  return (
    <Paper withBorder radius="md" p="md" data-testid="sales-monthly-chart">
      <Title order={3} fz="md" mb="sm">
        {t("salesChart.title")}
      </Title>
      {body}
    </Paper>
  );
}

/** The sales list's additions to the kit page. */
export const salesListPage: Omit<ResourceListPageProps, "definition"> = { children: <SalesMonthlyChart /> };
