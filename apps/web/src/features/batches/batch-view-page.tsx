import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconEdit } from "@tabler/icons-react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { FormSection } from "../common/form-section.tsx";
import { PageCard } from "../common/page-card.tsx";
import { nextStep } from "../trace-records/use-batch-template.ts";
import { BatchStatusBadge } from "./batch-labels.tsx";
import { BatchTimeline } from "./batch-timeline.tsx";
import { quantityText } from "./batches-page.tsx";
import { batchQueryOptions } from "./batches-search.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** /batch/view?id=: the batch's facts and its production record as a timeline. */
export function BatchViewPage({ id }: { id: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const batch = useSuspenseQuery(batchQueryOptions(trpc, id)).data;
  const canAdd = usePermitted("/trace/save");
  const records = useQuery(
    trpc.traceRecord.find.queryOptions({ page: 1, pageSize: 100, batchId: id, sortBy: "sort", sortDir: "asc" }),
  );
  const template = useQuery({
    ...trpc.traceTemplate.get.queryOptions({ id: batch.template?.id ?? 0 }),
    enabled: batch.template !== null,
  });
  const next = nextStep(template.data?.stages ?? [], records.data?.items ?? []);

  return (
    <PageCard
      title={`${t("batch.viewTitle")}：${batch.batchNo}`}
      testId="batch-view-page"
      actions={
        <Permitted perm="/batch/update">
          <Button
            variant="default"
            leftSection={<IconEdit size={16} />}
            renderRoot={(props) => <Link {...props} to="/batch/update" search={{ id }} />}
          >
            {t("common.edit")}
          </Button>
        </Permitted>
      }
    >
      <Stack gap="lg">
        <FormSection title={t("batch.sectionBasic")}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <Fact label={t("batch.batchNo")}>{batch.batchNo}</Fact>
            <Fact label={t("batch.goods")}>{batch.goods.name}</Fact>
            <Fact label={t("batch.enterprise")}>{batch.enterprise.name}</Fact>
            <Fact label={t("batch.status")}>
              <BatchStatusBadge status={batch.status} />
            </Fact>
            <Fact label={t("batch.productionDate")}>{batch.productionDate}</Fact>
            <Fact label={t("batch.quantity")}>{quantityText(batch.quantity, batch.unit)}</Fact>
            <Fact label={`${t("batch.base")} / ${t("batch.house")}`}>
              {[batch.base?.name, batch.house?.name].filter(Boolean).join(" / ") || "—"}
            </Fact>
            <Fact label={t("batch.template")}>{batch.template?.name ?? "—"}</Fact>
            <Fact label={t("batch.recordCount")}>{batch.recordCount}</Fact>
            <Fact label={t("batch.codeCount")}>{batch.codeCount}</Fact>
            <Fact label={t("common.createdAt")}>{formatDateTime(batch.createdAt)}</Fact>
            <Fact label={t("batch.note")}>{batch.note ?? "—"}</Fact>
          </SimpleGrid>
        </FormSection>
        <div>
          <Group justify="space-between" mb="sm">
            <Title order={3} fz="md">
              {t("batch.timeline")}
            </Title>
          </Group>
          <BatchTimeline
            batchId={id}
            records={records.data?.items ?? []}
            nextStage={next.stage}
            hasTemplate={batch.template !== null}
            ready={records.isSuccess && (batch.template === null || template.isSuccess)}
            canAdd={canAdd && batch.status !== "closed"}
          />
        </div>
      </Stack>
    </PageCard>
  );
}
