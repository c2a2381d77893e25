import { Anchor, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";

/** The work bench's review queue: how many items wait for the caller's review, and the newest few. */
export function ReviewQueueCard() {
  return usePermitted("/content/review_queue") ? <ReviewQueueFigure /> : null;
}

function ReviewQueueFigure() {
  const { t } = useI18n();
  const queue = useQuery(useTrpc().content.reviewQueue.queryOptions({ page: 1, pageSize: 5 }));
  if (queue.isPending) return <Skeleton height={96} radius="md" />;
  if (queue.isError) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="work-review-queue">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {t("work.reviewQueue")}
          </Text>
          <Text fz={28} fw={700} lh={1} c={queue.data.total > 0 ? "blue" : undefined}>
            {queue.data.total}
          </Text>
        </div>
        <Anchor component={Link} to="/content/review_queue" size="sm">
          {t("work.openReviewQueue")}
        </Anchor>
      </Group>
      <Stack gap={2} mt="xs">
        {queue.data.items.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t("work.reviewQueueEmpty")}
          </Text>
        ) : (
          queue.data.items.map((item) => (
            <Anchor
              key={item.id}
              size="xs"
              lineClamp={1}
              renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: item.id }} />}
            >
              {item.title}
            </Anchor>
          ))
        )}
      </Stack>
    </Card>
  );
}
