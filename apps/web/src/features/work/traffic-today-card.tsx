import { Anchor, Card, Group, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";

/** The work bench's card for editors: today's views and visitors of the public site, contents added today. */
export function TrafficTodayCard() {
  const statistics = usePermitted("/flow/list");
  const content = usePermitted("/content/list");
  return statistics || content ? <TrafficTodayFigure linked={statistics} /> : null;
}

function TrafficTodayFigure({ linked }: { linked: boolean }) {
  const { t } = useI18n();
  const figures = useQuery({ ...useTrpc().traffic.global.queryOptions(), refetchInterval: 60_000 });
  if (figures.isPending) return <Skeleton height={96} radius="md" />;
  if (figures.isError) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="work-traffic-today">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {t("workTraffic.cardTitle")}
          </Text>
          <Group gap="lg" align="baseline">
            <Text fz={28} fw={700} lh={1} data-testid="work-traffic-pv">
              {figures.data.pvToday}
            </Text>
            <Text size="sm" c="dimmed">
              {t("workTraffic.visitors")} {figures.data.visitorToday}
            </Text>
          </Group>
        </div>
        {linked ? (
          <Anchor component={Link} to="/flow/list" size="sm">
            {t("workTraffic.open")}
          </Anchor>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t("workTraffic.cardContent", { count: String(figures.data.contentDayTotalCount) })}
      </Text>
    </Card>
  );
}
