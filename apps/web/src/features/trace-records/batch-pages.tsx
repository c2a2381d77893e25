import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { BATCH_CHOICE_KINDS, TGetBatchOutput } from "@suyuan/contracts/batch/batch-operations";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import type { FieldOverrides, FieldRenderProps } from "../../kit/resource-form.tsx";
import type { FormValue, ResourceFormValues } from "../../kit/resource-form-values.ts";
import { ResourceLookupSelect } from "../../kit/resource-lookup.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { nextStep, useBatchTemplate } from "./use-batch-template.ts";
import { BatchTimeline } from "./batch-timeline.tsx";
import { ChoiceSelect } from "../../common/choice-select.tsx";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { formatDate } from "../../lib/format-date.ts";

type ChoiceKind = (typeof BATCH_CHOICE_KINDS)[number];

const choiceOf = (value: FormValue | undefined) => (typeof value === "string" && value !== "" ? value : null);
const idOf = (value: FormValue | undefined) => (choiceOf(value) === null ? null : Number(value));

/** Goods, places and templates belong to the batch's enterprise: staff's choice, a member's own. */
function useChoiceEnterprise(values: ResourceFormValues): number | null {
  const scope = useEnterpriseScope();
  return scope.staff ? idOf(values.enterpriseId) : scope.ownEnterpriseId;
}

function Choice({ kind, field, clears }: { kind: ChoiceKind; field: FieldRenderProps; clears?: string[] }) {
  const enterpriseId = useChoiceEnterprise(field.values);
  return (
    <ChoiceSelect
      kind={kind}
      label={field.label}
      description={field.description}
      withAsterisk={field.required}
      error={field.error}
      value={choiceOf(field.value)}
      onChange={(value) => {
        field.setValue(value);
        for (const name of clears ?? []) field.setField(name, null);
      }}
      enterpriseId={enterpriseId}
      baseId={kind === "house" ? idOf(field.values.baseId) : undefined}
      selectedName={field.names[field.name]?.[0]?.name ?? null}
    />
  );
}

/** The form's choices: each list narrowed to the chosen enterprise (and greenhouses to the base). */
const fieldOverrides: FieldOverrides = {
  enterpriseId: (field) => (
    <ResourceLookupSelect
      source="enterprise"
      label={field.label}
      withAsterisk
      error={field.error}
      value={choiceOf(field.value)}
      onChange={(value) => {
        field.setValue(value);
        // Goods, places and templates depend on the enterprise: choose them again.
        for (const name of ["goodsId", "baseId", "houseId", "templateId"]) field.setField(name, null);
      }}
      selectedName={field.names.enterpriseId?.[0]?.name ?? null}
    />
  ),
  goodsId: (field) => <Choice kind="goods" field={field} />,
  baseId: (field) => <Choice kind="base" field={field} clears={["houseId"]} />,
  houseId: (field) => <Choice kind="house" field={field} />,
  templateId: (field) => <Choice kind="template" field={field} />,
};

export const batchFormPage: Omit<ResourceFormPageProps, "definition" | "defaults"> = { fieldOverrides };

/** A new batch is produced today unless told otherwise. */
export const batchAddPage: Omit<ResourceFormPageProps, "definition"> = {
  fieldOverrides,
  // The user's own calendar day (toISOString would give UTC's, yesterday before 08:00 in China).
  defaults: { productionDate: formatDate(new Date()) },
};

function Fact({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Under the batch's details: its counts, and its production record as a timeline. */
function BatchProduction({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  const batch = item as unknown as TGetBatchOutput;
  const canAdd = usePermitted("/trace/save");
  const { stages, records } = useBatchTemplate(batch.id);
  const next = nextStep(stages ?? [], records ?? []);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Fact label={t("batch.recordCount")} value={batch.recordCount} />
        <Fact label={t("batch.codeCount")} value={batch.codeCount} />
      </SimpleGrid>
      <Title order={3} fz="md">
        {t("batch.timeline")}
      </Title>
      <BatchTimeline
        batchId={batch.id}
        records={records ?? []}
        nextStage={next.stage}
        hasTemplate={batch.template !== null}
        ready={records !== undefined && (batch.template === null || stages !== undefined)}
        canAdd={canAdd && batch.status !== "closed"}
      />
    </Stack>
  );
}

export const batchViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  testId: "batch-view-page",
  children: (item) => <BatchProduction item={item} />,
};
