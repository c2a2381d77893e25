import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import type { TBatchFields, TBatchStatus } from "@suyuan/contracts/batch/batch-fields";
import { IconCalendar } from "@tabler/icons-react";
import { useEffect, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { FormButtons } from "../common/form-buttons.tsx";
import { FormSection } from "../common/form-section.tsx";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { useBatchStatusOptions } from "./batch-labels.tsx";
import { checkBatchForm, type BatchFormNames, type BatchFormValues } from "./batch-form-values.ts";
import { ChoiceSelect } from "./choice-select.tsx";

export type BatchFormProps = {
  title: string;
  initial: BatchFormValues;
  names?: BatchFormNames;
  /** Platform staff choose the enterprise; members' batches are always their own enterprise's. */
  staff: boolean;
  /** The member's own enterprise (templates usable by it), or null for staff. */
  ownEnterpriseId: number | null;
  onSubmit: (fields: TBatchFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function BatchForm(props: BatchFormProps) {
  const { title, initial, names = {}, staff, ownEnterpriseId, onSubmit, onCancel, onDirtyChange, busy } = props;
  const { t, ts } = useI18n();
  const statuses = useBatchStatusOptions();
  const form = useFormState<BatchFormValues, TBatchFields>(initial, checkBatchForm);
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (name: keyof BatchFormValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  const enterpriseId = staff ? (form.values.enterpriseId ? Number(form.values.enterpriseId) : null) : ownEnterpriseId;
  const choice = (name: "goodsId" | "baseId" | "houseId" | "templateId") => ({
    value: form.values[name],
    onChange: (value: string | null) => form.setValue(name, value),
    error: error(name),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <FormSection title={t("batch.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t("batch.batchNo")}
              description={t("batch.batchNoHint")}
              withAsterisk
              maxLength={50}
              data-autofocus
              value={form.values.batchNo}
              onChange={(event) => form.setValue("batchNo", event.currentTarget.value)}
              onBlur={() => form.validateField("batchNo")}
              error={error("batchNo")}
            />
            {staff ? (
              <EnterpriseSelect
                label={t("batch.enterprise")}
                withAsterisk
                value={form.values.enterpriseId}
                onChange={(value) => {
                  form.setValue("enterpriseId", value);
                  // Goods, places and templates depend on the enterprise: choose them again.
                  for (const name of ["goodsId", "baseId", "houseId", "templateId"] as const) form.setValue(name, null);
                }}
                error={error("enterpriseId")}
                selectedName={names.enterprise ?? null}
              />
            ) : null}
            <ChoiceSelect
              kind="goods"
              label={t("batch.goods")}
              withAsterisk
              enterpriseId={enterpriseId}
              selectedName={names.goods ?? null}
              {...choice("goodsId")}
            />
            <DatePickerInput
              label={t("batch.productionDate")}
              withAsterisk
              valueFormat="YYYY-MM-DD"
              leftSection={<IconCalendar size={16} />}
              value={fromDateParam(form.values.productionDate || undefined)}
              onChange={(value) => form.setValue("productionDate", toDateParam(value) ?? "")}
              error={error("productionDate")}
            />
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput
                label={t("batch.quantity")}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                hideControls
                value={form.values.quantity}
                onChange={(value) => form.setValue("quantity", String(value))}
                onBlur={() => form.validateField("quantity")}
                error={error("quantity")}
              />
              <TextInput
                label={t("batch.unit")}
                maxLength={20}
                value={form.values.unit}
                onChange={(event) => form.setValue("unit", event.currentTarget.value)}
                error={error("unit")}
              />
            </SimpleGrid>
            <Select
              label={t("batch.status")}
              withAsterisk
              data={statuses}
              value={form.values.status}
              onChange={(value) => form.setValue("status", value as TBatchStatus | null)}
              error={error("status")}
              allowDeselect={false}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t("batch.sectionOrigin")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChoiceSelect
              kind="base"
              label={t("batch.base")}
              enterpriseId={enterpriseId}
              selectedName={names.base ?? null}
              {...choice("baseId")}
              onChange={(value) => {
                form.setValue("baseId", value);
                form.setValue("houseId", null);
              }}
            />
            <ChoiceSelect
              kind="house"
              label={t("batch.house")}
              enterpriseId={enterpriseId}
              baseId={form.values.baseId ? Number(form.values.baseId) : null}
              selectedName={names.house ?? null}
              {...choice("houseId")}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t("batch.sectionTrace")}>
          <Stack gap="md">
            <ChoiceSelect
              kind="template"
              label={t("batch.template")}
              description={t("batch.templateHint")}
              enterpriseId={enterpriseId}
              selectedName={names.template ?? null}
              {...choice("templateId")}
            />
            <Textarea
              label={t("batch.note")}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={500}
              value={form.values.note}
              onChange={(event) => form.setValue("note", event.currentTarget.value)}
              error={error("note")}
            />
          </Stack>
        </FormSection>

        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
