import { Alert, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TExamineInput } from "@suyuan/contracts/common/fields";
import type { TGoodsItem } from "@suyuan/contracts/goods/goods-resource";
import { regionPath } from "@suyuan/contracts/region/regions";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { formatDate } from "../../lib/format-date.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { ExamineDecision } from "../examine/examine-decision.tsx";
import { GoodsStatusBadge } from "./goods-labels.tsx";
import { goodsQueryOptions } from "./goods-search.ts";

/** /goods/examine?id=: the goods, then approve, or reject with an opinion. */
export function GoodsExaminePage({ id }: { id: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const item = useSuspenseQuery(goodsQueryOptions(trpc, id)).data;
  const examine = useMutation(trpc.goods.examine.mutationOptions());

  const decide = async (input: TExamineInput) => {
    try {
      await examine.mutateAsync(input);
    } catch (error) {
      notifyFailure(error, t);
      throw error;
    }
    notifySuccess(t(input.approve ? "goods.approvedDone" : "goods.rejectedDone"));
    void queryClient.invalidateQueries({ queryKey: trpc.goods.pathKey() });
    void navigate({ to: "/goods/list" });
  };

  return (
    <PageCard title={t("goods.examineTitle")} hint={t("goods.examineHint")} testId="goods-examine-page">
      <Stack gap="lg">
        <GoodsDetails item={item} />
        {item.status === "pending" ? (
          <ExamineDecision id={id} onDecide={decide} busy={examine.isPending} />
        ) : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            {t("goods.notPending")}
          </Alert>
        )}
      </Stack>
    </PageCard>
  );
}

function GoodsDetails({ item }: { item: TGoodsItem }) {
  const { t } = useI18n();
  const origin = regionPath(item.originCounty ?? item.originCity ?? item.originProvince).join(" / ");
  return (
    <Stack gap="lg" data-testid="goods-details">
      <div>
        <Title order={3} fz="lg">
          {item.name}
        </Title>
        <Group gap="xs" mt={4}>
          <GoodsStatusBadge status={item.status} />
          <Text size="sm" c="dimmed">
            {t("common.createdAt")} {formatDate(item.createdAt)}
          </Text>
        </Group>
      </div>
      <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label={t("goods.class")}>{item.class.name}</Field>
          <Field label={t("goods.enterprise")}>{item.enterprise.name}</Field>
          <Field label={t("goods.brand")}>{item.brand}</Field>
          <Field label={t("goods.specification")}>{item.specification}</Field>
          <Field label={t("goods.unit")}>{item.unit}</Field>
          <Field label={t("goods.shelfLifeDays")}>
            {item.shelfLifeDays === null ? null : t("goods.days", { count: item.shelfLifeDays })}
          </Field>
          <Field label={t("goods.barcode")}>{item.barcode}</Field>
          <Field label={t("goods.origin")}>{origin || null}</Field>
        </SimpleGrid>
      </Paper>
      {item.images.length > 0 ? (
        <Group gap="sm">
          {item.images.map((url, index) => (
            <Image key={url} src={url} alt={`${item.name} ${index + 1}`} w={120} h={120} radius="sm" fit="cover" />
          ))}
        </Group>
      ) : null}
      {item.description ? (
        <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
          <Title order={4} fz="sm" fw={600} mb="sm" c="gray.8">
            {t("goods.description")}
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {item.description}
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={100} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {children === null || children === undefined || children === "" ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <Text size="sm">{children}</Text>
      )}
    </Group>
  );
}
