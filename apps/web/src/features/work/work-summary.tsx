import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { WorkFigure } from "./work-figure.tsx";

const STATUS = {
  pending: { color: "yellow", key: "work.status.pending" },
  approved: { color: "green", key: "work.status.approved" },
  rejected: { color: "red", key: "work.status.rejected" },
} as const;

const COUNTS = [
  { key: "enterprises", label: "work.count.enterprises", to: "/enterprise/list" },
  { key: "goods", label: "work.count.goods", to: "/goods/list" },
  { key: "bases", label: "work.count.bases", to: "/base/list" },
  { key: "houses", label: "work.count.houses", to: "/house/list" },
  { key: "devices", label: "work.count.devices", to: "/env/list" },
] as const;

/**
 * What awaits the user (examination queues for examiners, a member's own pending items) and key
 * counts of what they can see. The server answers null for areas the user may not open.
 */
export function WorkSummary() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const router = useRouter();
  const summary = useQuery(trpc.work.getSummary.queryOptions());
  if (summary.isPending) return <Skeleton height={96} radius="md" />;
  if (!summary.data) return null;
  const { todo, counts } = summary.data;
  const open = (to: string, search?: Record<string, string>) => {
    if (!search)
      return (
        <Anchor component={Link} to={to} size="sm">
          {t("work.open")}
        </Anchor>
      );
    // A filtered list (e.g. pending applications): the path with its query, pushed to the router's
    // history so it stays an in-app navigation whether or not that page's route is typed here yet.
    const href = `${to}?${new URLSearchParams(search).toString()}`;
    return (
      <Anchor
        href={href}
        size="sm"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          router.history.push(href);
        }}
      >
        {t("work.open")}
      </Anchor>
    );
  };

  const todos = [
    todo.enterprisesToCheck !== null && (
      <WorkFigure
        key="e"
        label={t("work.enterprisesToCheck")}
        value={todo.enterprisesToCheck}
        link={open("/enterprise/list")}
      />
    ),
    todo.goodsToExamine !== null && (
      <WorkFigure key="g" label={t("work.goodsToExamine")} value={todo.goodsToExamine} link={open("/goods/list")} />
    ),
    todo.myGoodsPending !== null && (
      <WorkFigure key="p" label={t("work.myGoodsPending")} value={todo.myGoodsPending} link={open("/goods/list")} />
    ),
    todo.myGoodsRejected !== null && (
      <WorkFigure key="r" label={t("work.myGoodsRejected")} value={todo.myGoodsRejected} link={open("/goods/list")} />
    ),
    todo.applicationsToExamine !== null && (
      <WorkFigure
        key="a"
        label={t("work.applicationsToExamine")}
        value={todo.applicationsToExamine}
        link={open("/apply/list", { status: "pending" })}
      />
    ),
    todo.myApplicationsPending !== null && (
      <WorkFigure
        key="ma"
        label={t("work.myApplicationsPending")}
        value={todo.myApplicationsPending}
        link={open("/apply/list", { status: "pending" })}
      />
    ),
    todo.activeRecalls !== null && (
      <WorkFigure
        key="rc"
        label={t("work.activeRecalls")}
        value={todo.activeRecalls}
        link={open("/recall/list", { status: "active" })}
      />
    ),
    todo.failedChecks !== null && (
      <WorkFigure
        key="qc"
        label={t("work.failedChecks")}
        value={todo.failedChecks}
        link={open("/quality_check/list", { passed: "false", from: todo.failedChecksSince })}
      />
    ),
  ].filter(Boolean);
  const figures = COUNTS.flatMap((entry) => {
    const value = counts[entry.key];
    return value === null ? [] : [{ ...entry, value }];
  });
  const status = todo.myEnterprise ? (STATUS[todo.myEnterprise.status as keyof typeof STATUS] ?? STATUS.pending) : null;

  return (
    <Stack gap="lg" data-testid="work-summary">
      {(todos.length > 0 || todo.myEnterprise) && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t("work.todo")}
          </Title>
          {todo.myEnterprise && (
            <Card withBorder radius="md" padding="md">
              <Group justify="space-between">
                <Group gap="sm">
                  <Text fw={600}>{todo.myEnterprise.name}</Text>
                  {status && (
                    <Badge color={status.color} variant="light">
                      {t(status.key)}
                    </Badge>
                  )}
                </Group>
                {open("/enterprise/update")}
              </Group>
              {todo.myEnterprise.checkOpinion && (
                <Text size="sm" c="dimmed" mt={6}>
                  {t("work.opinion", { opinion: todo.myEnterprise.checkOpinion })}
                </Text>
              )}
            </Card>
          )}
          {todos.length > 0 && <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>{todos}</SimpleGrid>}
        </Stack>
      )}
      {figures.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t("work.overview")}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            {figures.map((figure) => (
              <WorkFigure key={figure.key} label={t(figure.label)} value={figure.value} link={open(figure.to)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
